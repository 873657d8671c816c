import { describe, expect, it } from 'vitest';
import { MAX_ROW_ID, REQUEST_MESSAGES, rowIdParam } from './request';

describe('rowIdParam', () => {
  const schema = rowIdParam();

  it('reads canonical decimal digits from 1 to MAX_ROW_ID', () => {
    expect(schema.parse('1')).toBe(1);
    expect(schema.parse('16')).toBe(16);
    expect(schema.parse(String(MAX_ROW_ID))).toBe(MAX_ROW_ID);
  });

  it.each([
    '0x10',
    ' 1',
    '1 ',
    '\t1',
    '+1',
    '01',
    '00',
    '0',
    '-1',
    '1e3',
    '1.0',
    '1.',
    '0b1',
    '0o1',
    '１',
    '1_000',
    'Infinity',
    'NaN',
    '',
    String(MAX_ROW_ID + 1),
    '9'.repeat(400),
  ])('refuses %j with the id message', (text) => {
    const result = schema.safeParse(text);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUEST_MESSAGES.invalidId]);
  });

  it('refuses a value that is not text (a repeated query key) the same way', () => {
    const result = schema.safeParse(['1', '2']);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([REQUEST_MESSAGES.invalidId]);
  });
});
