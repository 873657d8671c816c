// What other modules may use of the account module's data: the dealer row lock a dealer write takes first.
export { lockDealer } from './account.repository';
