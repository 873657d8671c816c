// Every route's answer written by a serializer compiled from the contract's response schema (fast-json-stringify
// from the schema's JSON Schema), instead of zod's parse of the answer and then JSON.stringify: the same JSON value
// with only the fields the contract names (an object's optional fields after its required ones), at a third of the
// cost (docs/decisions/046-answers-written-by-a-serializer-compiled-from-the-contract.md). With CHECK_ANSWERS (every
// test run) each answer is written both ways and must match: zod's parse still checks every answer the tests make,
// and a schema the compiler would write differently fails there.
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler as zodSerializerCompiler } from 'fastify-type-provider-zod';
import { isDeepStrictEqual } from 'node:util';
import { z } from 'zod';

type Build = (schema: object) => (data: unknown) => string;

let build: Build | null = null;
let loading: Promise<void> | null = null;

/**
 * Loads the compiler (fast-json-stringify and Ajv: ~130 ms of module evaluation, kept off the start's path). Until
 * it has loaded, answers are written by zod's parse; each route's serializer is compiled at its first answer after.
 */
export function loadAnswerCompiler(): Promise<void> {
  loading ??= import('fast-json-stringify').then((module) => {
    build = module.default;
  });
  return loading;
}

/** Whether the compiler has loaded (tests). */
export const answerCompilerLoaded = () => build !== null;

/**
 * The JSON Schema the compiler writes by, from zod's output schema. Null where zod's schema has a part JSON Schema
 * cannot state (a transform): that route keeps zod's parse.
 */
export function answerJsonSchema(schema: z.ZodType): object | null {
  let json: unknown;
  try {
    json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7' });
  } catch {
    return null;
  }
  return plainForCompiler(json) as object;
}

/**
 * Two rewrites that keep zod's meaning for the compiler: a nullable field (`anyOf: [X, {type: 'null'}]`) as
 * `type: [X, 'null']`, which the compiler writes without testing branches; and no `additionalProperties: false`, so
 * a union's branch matches an answer with more fields, as zod's union strips them (the compiler writes only the
 * properties a schema names either way).
 */
function plainForCompiler(node: unknown): unknown {
  if (Array.isArray(node)) {
    return node.map(plainForCompiler);
  }
  if (node === null || typeof node !== 'object') {
    return node;
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(node)) {
    if ((key === 'additionalProperties' && value === false) || key === '$schema') {
      continue;
    }
    out[key] = plainForCompiler(value);
  }
  const anyOf = out.anyOf;
  if (Array.isArray(anyOf) && anyOf.length === 2) {
    const nullAt = anyOf.findIndex((branch) => (branch as { type?: unknown }).type === 'null');
    const other = anyOf[1 - nullAt] as { type?: unknown } | undefined;
    if (nullAt >= 0 && other && typeof other.type === 'string') {
      const { anyOf: _branches, ...rest } = out;
      return { ...rest, ...other, type: [other.type, 'null'] };
    }
  }
  return out;
}

/** Where two writings of one answer part (the check's message names the route and the place). */
function firstDifference(expected: string, written: string): string {
  let at = 0;
  while (at < expected.length && expected[at] === written[at]) {
    at += 1;
  }
  return `zod: …${expected.slice(Math.max(0, at - 60), at + 60)}… compiled: …${written.slice(Math.max(0, at - 60), at + 60)}…`;
}

/**
 * Fastify's serializer compiler for the routes' zod schemas. `check`: write each answer both ways and throw when
 * they differ (the tests); otherwise the compiled serializer alone, with zod's parse for an answer it refuses (a
 * missing required field: zod then answers as before, with its error).
 */
export function answerSerializerCompiler(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (routeSchema) => {
    const viaZod = zodSerializerCompiler(routeSchema as never) as (data: unknown) => string;
    const schema = routeSchema.schema;
    // undefined: not compiled yet; null: this schema stays with zod's parse.
    let compiled: ((data: unknown) => string) | null | undefined;
    const compile = () => {
      const json = schema instanceof z.ZodType ? answerJsonSchema(schema) : null;
      return json && build ? build(json) : null;
    };
    return (data: unknown) => {
      if (compiled === undefined && build) {
        compiled = compile();
      }
      if (!compiled) {
        return viaZod(data);
      }
      if (options.check) {
        const expected = viaZod(data);
        const written = compiled(data);
        // The same JSON value: the compiled serializer writes an object's optional fields after its required
        // ones, where zod keeps the schema's order (key order means nothing to a JSON reader).
        if (written !== expected && !isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
          throw new Error(
            `${routeSchema.method} ${routeSchema.url} ${routeSchema.httpStatus}: the compiled answer differs from zod's. ${firstDifference(expected, written)}`,
          );
        }
        return written;
      }
      try {
        return compiled(data);
      } catch {
        return viaZod(data);
      }
    };
  };
}
