// The API's route table: every call of the server, by thing (docs/conventions.md "Contracts live once").
// `api.<thing>.<call>` is what the server serves, the web calls and the tests call.
import { dealRoutes } from './deals';

export * from './route';

export const api = {
  deals: dealRoutes,
};
