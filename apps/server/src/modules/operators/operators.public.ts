// What other modules may use of the operators module: the console's guard and audit actor
// (operator-guard.ts), and the console route declarations on them (console-routes.ts).
export {
  auditActorOf,
  operatorGuard,
  operatorRoute,
  signedInOperator,
  type SignedInOperator,
} from './operator-guard';
export { consoleRoutes } from './console-routes';
