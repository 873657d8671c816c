// The login's rule (docs/spec.md §5): spaces stripped from the username and the password, each required,
// one too long simply wrong credentials, with its Korean messages. schemas/auth.ts builds the login request's
// schema from these; the login form checks with `loginMistakes` itself, so this module has no zod and the login
// screen's first download evaluates none (docs/decisions/043). schemas/credentials.test.ts holds the two to one
// answer.

export const LOGIN_MESSAGES = {
  usernameRequired: '아이디를 입력해주세요.',
  passwordRequired: '비밀번호를 입력해주세요.',
  invalidCredentials: '아이디와 비밀번호를 확인해주세요.',
  suspended: '이용이 정지된 계정입니다. 카카오톡 채널로 문의해주세요.',
} as const;

/** The longest username and password a login takes as typed: longer ones are wrong credentials, not checked. */
export const LOGIN_TEXT_MAX = { username: 100, password: 200 } as const;

/** The message of each login field when it is missing (blank, or spaces only). */
export const LOGIN_REQUIRED = {
  username: LOGIN_MESSAGES.usernameRequired,
  password: LOGIN_MESSAGES.passwordRequired,
} as const;

type LoginField = keyof typeof LOGIN_TEXT_MAX;

/** Removes every space, as the spec asks for username and password. */
export function stripSpaces(value: string): string {
  return value.replace(/\s/g, '');
}

/** One login field's message, or null when it passes: not text or blank is required, too long wrong credentials. */
function credentialMistake(field: LoginField, value: unknown): string | null {
  if (typeof value !== 'string') {
    return LOGIN_REQUIRED[field];
  }
  if (value.length > LOGIN_TEXT_MAX[field]) {
    return LOGIN_MESSAGES.invalidCredentials;
  }
  return stripSpaces(value) === '' ? LOGIN_REQUIRED[field] : null;
}

/** Each login field's message, only those that fail: the same answers as `loginRequest` (schemas/auth.ts). */
export function loginMistakes(input: {
  username?: unknown;
  password?: unknown;
}): Partial<Record<LoginField, string>> {
  const mistakes: Partial<Record<LoginField, string>> = {};
  for (const field of ['username', 'password'] as const) {
    const message = credentialMistake(field, input[field]);
    if (message) {
      mistakes[field] = message;
    }
  }
  return mistakes;
}
