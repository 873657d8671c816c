import { describe, expect, it } from 'vitest';
import { LOGIN_MESSAGES, loginMistakes, loginRequest } from './auth';

/** Each field's first message as the schema reports it: what the server answers and the form showed. */
function schemaMistakes(input: unknown): Record<string, string> {
  const found: Record<string, string> = {};
  for (const issue of loginRequest.safeParse(input).error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

const INPUTS: [string, Record<string, unknown>][] = [
  ['both blank', { username: '', password: '' }],
  ['password blank', { username: 'dealer', password: '' }],
  ['username blank', { username: '', password: 'dealer1234' }],
  ['spaces only', { username: '   ', password: ' \t ' }],
  ['spaces inside and around', { username: ' dealer ', password: 'dealer 1234' }],
  ['tabs and a newline', { username: 'de aler\n', password: '\tpw' }],
  ['at both limits', { username: 'a'.repeat(100), password: 'p'.repeat(200) }],
  ['username one past its limit', { username: 'a'.repeat(101), password: 'p'.repeat(200) }],
  ['password one past its limit', { username: 'a'.repeat(100), password: 'p'.repeat(201) }],
  [
    'past the limit with spaces',
    { username: `${'a'.repeat(90)}${' '.repeat(20)}`, password: ' '.repeat(201) },
  ],
  ['long spaces, blank password', { username: ' '.repeat(101), password: '' }],
  ['nothing sent', {}],
  ['password missing', { username: 'dealer' }],
  ['not text', { username: 42, password: null }],
  ['a list', { username: 'dealer', password: ['dealer1234'] }],
];

describe('the login rule without zod', () => {
  it.each(INPUTS)('agrees with the login schema: %s', (_name, input) => {
    expect(loginMistakes(input)).toEqual(schemaMistakes(input));
  });

  it('reports what the table above is about: required, wrong credentials, and passing', () => {
    expect(loginMistakes({ username: ' ', password: '' })).toEqual({
      username: LOGIN_MESSAGES.usernameRequired,
      password: LOGIN_MESSAGES.passwordRequired,
    });
    expect(loginMistakes({ username: 'a'.repeat(101), password: 'pw' })).toEqual({
      username: LOGIN_MESSAGES.invalidCredentials,
    });
    expect(loginMistakes({ username: ' dealer ', password: 'dealer 1234' })).toEqual({});
  });
});
