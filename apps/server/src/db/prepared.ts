// Statements built once per database handle: Drizzle's prepared queries with placeholders, named so node-postgres
// parses each once per connection (PGlite runs the same text without the name), docs/decisions/042.
import type { DbOrTx } from './types';

const statementsOf = new WeakMap<DbOrTx, Map<string, unknown>>();

/**
 * The prepared query `name` of `db` (the database or a transaction), built by `build` the first time it is asked
 * for. One name is always one SQL text: node-postgres refuses a name it parsed on a connection with another text.
 */
export function prepared<T>(db: DbOrTx, name: string, build: (db: DbOrTx, name: string) => T): T {
  let statements = statementsOf.get(db);
  if (!statements) {
    statements = new Map();
    statementsOf.set(db, statements);
  }
  let statement = statements.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db, name);
    statements.set(name, statement);
  }
  return statement;
}
