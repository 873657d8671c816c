import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { reapplyRequest, signupRequest, type SignupForm } from './dealer';
import { SAMPLE_APPLICATION } from './signup-sample';
import { businessNumberField, isBusinessNumber, phoneField, SIGNUP_MESSAGES } from './fields';
import { loginRequest, LOGIN_MESSAGES } from './auth';
import { pageQuery } from './common';

const valid = SAMPLE_APPLICATION;

/** Every field's first message, in the order the schema reports them (the spec's order). */
function fieldErrors(schema: z.ZodType, form: Partial<SignupForm>): { field: string; message: string }[] {
  const errors: { field: string; message: string }[] = [];
  for (const issue of schema.safeParse(form).error?.issues ?? []) {
    const field = String(issue.path[0]);
    if (!errors.some((e) => e.field === field)) {
      errors.push({ field, message: issue.message });
    }
  }
  return errors;
}
const applicationErrors = (form: Partial<SignupForm>, mode: 'signup' | 'reapply' = 'signup') =>
  fieldErrors(mode === 'signup' ? signupRequest : reapplyRequest, form);
/** The message of a field schema's first issue, or null when the value passes. */
const mistakeOf = (schema: z.ZodType, value: string) =>
  schema.safeParse(value).error?.issues[0]?.message ?? null;
const firstError = (form: Partial<SignupForm>) => applicationErrors(form)[0];

describe('sign-up checks in spec order', () => {
  it('accepts a complete form', () => {
    expect(applicationErrors(valid)).toEqual([]);
    expect(signupRequest.safeParse(valid).success).toBe(true);
  });

  it.each<[Partial<SignupForm>, string, string]>([
    [{ username: 'abc' }, 'username', SIGNUP_MESSAGES.usernameShort],
    [{ username: 'Dealer01' }, 'username', SIGNUP_MESSAGES.usernameFormat],
    [{ username: '12345' }, 'username', SIGNUP_MESSAGES.usernameFormat],
    [{ username: 'a'.repeat(21) }, 'username', SIGNUP_MESSAGES.usernameFormat],
    [{ password: '12345', passwordConfirm: '12345' }, 'password', SIGNUP_MESSAGES.passwordShort],
    [{ passwordConfirm: 'secret2' }, 'passwordConfirm', SIGNUP_MESSAGES.passwordMismatch],
    [{ phoneNumber: '' }, 'phoneNumber', SIGNUP_MESSAGES.phoneRequired],
    [{ phoneNumber: '0101234567' }, 'phoneNumber', SIGNUP_MESSAGES.phoneFormat],
    [{ email: '' }, 'email', SIGNUP_MESSAGES.emailRequired],
    [{ name: ' ' }, 'name', SIGNUP_MESSAGES.nameRequired],
    [{ image: '' }, 'name', SIGNUP_MESSAGES.imageRequired],
    [{ businessCard: '' }, 'businessCard', SIGNUP_MESSAGES.businessCardRequired],
    [{ agencyName: '' }, 'agencyName', SIGNUP_MESSAGES.agencyNameRequired],
    [{ agencyNumber: '' }, 'agencyNumber', SIGNUP_MESSAGES.agencyNumberRequired],
    [{ agencyAddressDetail: '' }, 'agencyAddress', SIGNUP_MESSAGES.agencyAddressRequired],
    [{ agencyRegistrationImage: '' }, 'agencyRegistrationImage', SIGNUP_MESSAGES.registrationImageRequired],
    [{ businessNumber: '' }, 'businessNumber', SIGNUP_MESSAGES.businessNumberRequired],
    [{ businessNumber: '1248100999' }, 'businessNumber', SIGNUP_MESSAGES.businessNumberFormat],
  ])('%o -> %s: %s', (change, field, message) => {
    expect(firstError({ ...valid, ...change })).toEqual({ field, message });
  });

  it.each(['010 1234 5678', '010-1234-5678', '01012345678', ' 010-1234 5678 '])(
    'the sign-up form and the phone calls accept %s alike',
    (phoneNumber) => {
      expect(applicationErrors({ ...valid, phoneNumber })).toEqual([]);
      expect(phoneField.parse(phoneNumber)).toBe('01012345678');
      expect(mistakeOf(phoneField, phoneNumber)).toBeNull();
    },
  );

  it.each([
    ['010 1234 567x', SIGNUP_MESSAGES.phoneFormat],
    ['0101234567', SIGNUP_MESSAGES.phoneFormat],
    ['   ', SIGNUP_MESSAGES.phoneRequired],
  ])('the sign-up form and the phone calls refuse %s alike', (phoneNumber, message) => {
    expect(firstError({ ...valid, phoneNumber })).toEqual({ field: 'phoneNumber', message });
    expect(phoneField.safeParse(phoneNumber).error?.issues[0]?.message).toBe(message);
  });

  it('checks the business registration number by its check digit', () => {
    for (const digits of ['1248100998', '2208162517', '1234567891', '1018211320']) {
      expect(isBusinessNumber(digits), digits).toBe(true);
    }
    for (const digits of ['1248100990', '124810099', '12481009981', '12a8100998']) {
      expect(isBusinessNumber(digits), digits).toBe(false);
    }
    expect(mistakeOf(businessNumberField, '124-81-00998')).toBeNull();
    expect(mistakeOf(businessNumberField, '124 81 00998')).toBeNull();
    expect(mistakeOf(businessNumberField, '124-81-0099x')).toBe(SIGNUP_MESSAGES.businessNumberFormat);
    expect(mistakeOf(businessNumberField, ' ')).toBe(SIGNUP_MESSAGES.businessNumberRequired);
    expect(applicationErrors({ ...valid, businessNumber: '' }, 'reapply')[0]).toEqual({
      field: 'businessNumber',
      message: SIGNUP_MESSAGES.businessNumberRequired,
    });
  });

  it('reports the earliest failing check first', () => {
    const errors = applicationErrors({});
    expect(errors[0]).toEqual({ field: 'username', message: SIGNUP_MESSAGES.usernameShort });
    expect(errors.map((e) => e.field)).toEqual([
      'username',
      'password',
      'phoneNumber',
      'email',
      'name',
      'businessCard',
      'agencyName',
      'agencyNumber',
      'agencyAddress',
      'agencyRegistrationImage',
      'businessNumber',
    ]);
  });

  it('strips spaces from username and password', () => {
    expect(
      applicationErrors({
        ...valid,
        username: ' dea ler01 ',
        password: 'sec ret1',
        passwordConfirm: 'secret1',
      }),
    ).toEqual([]);
  });

  it('skips account fields and the profile image on re-application', () => {
    const { username: _u, password: _p, passwordConfirm: _c, image: _i, ...rest } = valid;
    expect(applicationErrors(rest, 'reapply')).toEqual([]);
    expect(reapplyRequest.safeParse(rest).success).toBe(true);
    const result = reapplyRequest.safeParse({ ...rest, email: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(SIGNUP_MESSAGES.emailRequired);
  });
});

describe('login request', () => {
  it('requires username then password', () => {
    expect(loginRequest.safeParse({ username: '', password: '' }).error?.issues[0]?.message).toBe(
      LOGIN_MESSAGES.usernameRequired,
    );
    expect(loginRequest.safeParse({ username: 'dealer', password: '  ' }).error?.issues[0]?.message).toBe(
      LOGIN_MESSAGES.passwordRequired,
    );
    expect(loginRequest.safeParse({}).error?.issues[0]?.message).toBe(LOGIN_MESSAGES.usernameRequired);
    expect(loginRequest.parse({ username: ' dealer ', password: 'dealer 1234' })).toEqual({
      username: 'dealer',
      password: 'dealer1234',
    });
  });
});

describe('page query', () => {
  it('defaults and rejects nonsense', () => {
    expect(pageQuery.parse({})).toEqual({ page: 1, size: 10 });
    expect(pageQuery.parse({ page: '2', size: '12' })).toEqual({ page: 2, size: 12 });
    expect(pageQuery.safeParse({ page: 'abc' }).success).toBe(false);
    expect(pageQuery.safeParse({ size: '1000' }).success).toBe(false);
    expect(pageQuery.safeParse({ page: '0' }).success).toBe(false);
  });
});
