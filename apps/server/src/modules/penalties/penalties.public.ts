// What other modules may use of the penalty module besides its ladder (penalties.ts): an operator's lock on
// a dealer's row and the end of a suspension, which the dealer console's suspend and unsuspend share with
// the penalty console's report decisions.
export { clearSuspension, lockDealer } from './suspension';
