import { api, apiEnvelope, type ApiRoute } from '@autobid/shared';
import { z } from 'zod';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  answerCompilerLoaded,
  answerJsonSchema,
  answerSerializerCompiler,
  loadAnswerCompiler,
} from './answer-serializer';

const route = (schema: z.ZodType) => ({ schema, method: 'GET', url: '/t', httpStatus: '200' }) as never;

const answer = z.object({
  id: z.number().int(),
  name: z.string(),
  brand: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  endDate: z.string().nullable(),
  tags: z.array(z.object({ type: z.string() })),
  note: z.string().default(''),
  kind: z.union([z.object({ a: z.string() }), z.object({ b: z.number() })]),
});

describe('answers written by the serializer compiled from the contract (docs/decisions/046)', () => {
  beforeAll(async () => {
    await loadAnswerCompiler();
  });

  it('writes the bytes zod parse then JSON.stringify writes, with only the fields the schema names', () => {
    expect(answerCompilerLoaded()).toBe(true);
    const write = answerSerializerCompiler({ check: true })(route(answer));
    const data = {
      id: 7,
      name: '홍길동 "따옴표" \\ \u2028',
      brand: { id: 1, name: '혼다', secret: 'x' },
      endDate: null,
      tags: [{ type: 'FRONT', extra: true }],
      kind: { b: 2, hidden: 'y' },
      password: 'never',
    };
    const written = write(data);
    expect(written).toBe(JSON.stringify(answer.parse(data)));
    expect(written).not.toContain('never');
    expect(written).not.toContain('secret');
    expect(written).not.toContain('hidden');
    expect(JSON.parse(written)).toMatchObject({ note: '', brand: { id: 1, name: '혼다' } });
  });

  it('the check throws when the two writings differ, and zod’s refusal stays a refusal', () => {
    // A transform JSON Schema cannot state: the route keeps zod's parse (no compiled serializer to differ).
    const transformed = z.object({ at: z.string().transform((value) => value.toUpperCase()) });
    expect(answerJsonSchema(transformed)).toBeNull();
    expect(answerSerializerCompiler({ check: true })(route(transformed))({ at: 'x' })).toBe('{"at":"X"}');
    // A value the compiled serializer writes otherwise than zod (a number where a string is named: zod refuses).
    const write = answerSerializerCompiler({ check: true })(route(z.object({ name: z.string() })));
    expect(() => write({ name: 5 })).toThrow();
    // Without the check the compiled answer is written; an answer it refuses falls to zod's parse and its error.
    const plain = answerSerializerCompiler({ check: false })(route(z.object({ name: z.string() })));
    expect(plain({ name: 'a', more: 1 })).toBe('{"name":"a"}');
    expect(() => plain({})).toThrow();
  });

  it('every response schema of the contract has a JSON Schema the compiler writes by', () => {
    const schemas = Object.values(api).flatMap((group) =>
      Object.values(group as Record<string, ApiRoute>).map((entry) => apiEnvelope(entry.response)),
    );
    // Every schema of the contract compiles (none falls back to zod's parse unseen).
    const unstated = schemas.filter((schema) => answerJsonSchema(schema) === null);
    expect(unstated).toHaveLength(0);
  });
});
