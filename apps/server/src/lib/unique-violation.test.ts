import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isUniqueViolation, uniqueViolation } from './unique-violation';

/** node-postgres' DatabaseError as it arrives (the fields the helper reads). */
const pgError = (fields: Record<string, unknown>) =>
  Object.assign(new Error('duplicate key value violates unique constraint "dealers_phone_key"'), fields);

describe('isUniqueViolation', () => {
  it('reads a bare node-postgres error, with or without the constraint asked for', () => {
    const error = pgError({ code: '23505', constraint: 'dealers_phone_key' });
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(error, 'dealers_phone_key')).toBe(true);
    expect(isUniqueViolation(error, 'dealers_username_key')).toBe(false);
    expect(uniqueViolation(error)).toEqual({ constraint: 'dealers_phone_key' });
  });

  it('follows a wrapped cause (Drizzle, a savepoint) and names the constraint from the message when the field is missing', () => {
    const inner = pgError({ code: '23505' });
    const wrapped = new Error('Failed query', { cause: new Error('savepoint', { cause: inner }) });
    expect(isUniqueViolation(wrapped, 'dealers_phone_key')).toBe(true);
    expect(uniqueViolation(wrapped)).toEqual({ constraint: 'dealers_phone_key' });
    expect(uniqueViolation(Object.assign(new Error('no name'), { code: '23505' }))).toEqual({
      constraint: '',
    });
  });

  it('is false for other errors and non-errors', () => {
    expect(isUniqueViolation(pgError({ code: '23503', constraint: 'fk' }))).toBe(false);
    expect(isUniqueViolation(new Error('boom'))).toBe(false);
    expect(isUniqueViolation(null)).toBe(false);
    expect(isUniqueViolation('23505')).toBe(false);
    expect(uniqueViolation(undefined)).toBeNull();
  });

  describe('on PGlite through Drizzle', () => {
    let client: PGlite;
    beforeAll(async () => {
      client = await PGlite.create();
      await client.exec('create table t (a int constraint t_a_key unique); insert into t values (1);');
    });
    afterAll(async () => {
      await client.close();
    });

    it('sees the violation of a query and of a transaction, by name', async () => {
      const db = drizzle(client);
      const query = await db.execute(sql`insert into t values (1)`).catch((error: unknown) => error);
      expect(isUniqueViolation(query, 't_a_key')).toBe(true);
      const inTransaction = await db
        .transaction(async (tx) => {
          await tx.execute(sql`insert into t values (1)`);
        })
        .catch((error: unknown) => error);
      expect(uniqueViolation(inTransaction)).toEqual({ constraint: 't_a_key' });
      const raw = await client.query('insert into t values (1)').catch((error: unknown) => error);
      expect(isUniqueViolation(raw, 't_a_key')).toBe(true);
    });
  });
});
