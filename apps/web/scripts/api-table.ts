// The route table as the production build of the web app needs it (docs/decisions/043): each route's method, path,
// access and the plain facts beside them, without its zod schemas. In production `call()` (src/lib/call.ts) sends a
// call by its method, path and access and checks no answer against a schema, yet the table with its schemas made
// the entry evaluate every schema module of packages/shared at start (a long task on a phone). The build replaces
// packages/shared's `./contract` with this table (made from the real one at build, so it cannot drift); schema
// modules the app imports itself (forms, enums) stay. Development and tests keep the whole table: there `call()`
// checks each answer against its route's response schema.
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const VIRTUAL_ID = '\0autobid-api-table';

/** The facts a call needs and a screen may read; the schemas and the OpenAPI texts stay on the server. */
const KEPT = ['method', 'path', 'access', 'refused', 'created', 'message'] as const;

type Table = Record<string, Record<string, Record<string, unknown>>>;

/** The real table, loaded at build by tsx (packages/shared is TypeScript source). */
async function routesWithoutSchemas(): Promise<Table> {
  const { api } = (await tsImport('../../../packages/shared/src/contract/index.ts', import.meta.url)) as {
    api: Table;
  };
  const table: Table = {};
  for (const [thing, routes] of Object.entries(api)) {
    table[thing] = {};
    for (const [name, route] of Object.entries(routes)) {
      const kept: Record<string, unknown> = {};
      for (const key of KEPT) {
        if (route[key] !== undefined) {
          kept[key] = route[key];
        }
      }
      table[thing][name] = kept;
    }
  }
  return table;
}

/** A build of the app (not a dev server, not a test run): packages/shared's `./contract` is the table above. */
export function apiTableWithoutSchemas(): Plugin {
  let routeModule = '';
  return {
    name: 'autobid-api-table-without-schemas',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer) {
      if (
        source !== './contract' ||
        !importer ||
        !/packages[\\/]shared[\\/]src[\\/]index\.ts$/.test(importer)
      ) {
        return null;
      }
      const route = await this.resolve('./contract/route', importer, { skipSelf: true });
      if (!route) {
        throw new Error('api table: packages/shared/src/contract/route.ts not found');
      }
      routeModule = route.id;
      return VIRTUAL_ID;
    },
    async load(id) {
      if (id !== VIRTUAL_ID) {
        return null;
      }
      return [
        `export * from ${JSON.stringify(routeModule)};`,
        `export const api = ${JSON.stringify(await routesWithoutSchemas())};`,
      ].join('\n');
    },
  };
}
