import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  findIdConfirmRequest,
  findIdRequest,
  findPasswordChangeRequest,
  findPasswordConfirmRequest,
  findPasswordRequest,
  phoneCodeConfirmRequest,
  phoneCodeRequest,
  profileUpdateRequest,
} from './account';
import { adminOutboxQuery } from './admin-deposits';
import { reapplyRequest, signupRequest } from './dealer';
import {
  businessNumberField,
  emailField,
  newPasswordField,
  optionalBusinessNumberField,
  PASSWORD_CHANGE_MESSAGES,
  passwordField,
  SIGNUP_MESSAGES,
  usernameField,
} from './fields';
import { profileChangeForm } from './forms';
import { sellerLoginRequest, sellerPhoneRequest } from './seller';
import { SAMPLE_APPLICATION } from './signup-sample';

const { username: _u, password: _p, passwordConfirm: _c, ...application } = SAMPLE_APPLICATION;

/** Every request and form that takes a phone: its body around the phone, and where the phone sits. */
const PHONE_DOORS: [string, z.ZodType, (phone: string) => object, string][] = [
  ['sign-up code', phoneCodeRequest, (phone) => ({ phone }), 'phone'],
  [
    'sign-up / profile code confirmation',
    phoneCodeConfirmRequest,
    (phone) => ({ phone, authCode: '1234' }),
    'phone',
  ],
  [
    'sign-up',
    signupRequest,
    (phone) => ({
      ...application,
      phoneNumber: phone,
      username: 'dealer01',
      password: 'secret1',
      passwordConfirm: 'secret1',
    }),
    'phoneNumber',
  ],
  ['re-application', reapplyRequest, (phone) => ({ ...application, phoneNumber: phone }), 'phoneNumber'],
  [
    'profile',
    profileUpdateRequest,
    (phone) => ({ phoneNumber: phone, email: 'a@b.kr', name: '김' }),
    'phoneNumber',
  ],
  [
    'profile form',
    profileChangeForm,
    (phone) => ({ phoneNumber: phone, email: 'a@b.kr', name: '김', phoneVerified: true }),
    'phoneNumber',
  ],
  ['find id code', findIdRequest, (phone) => ({ phone }), 'phone'],
  ['find id', findIdConfirmRequest, (phone) => ({ name: '김', phone, code: '1234' }), 'phone'],
  ['find password code', findPasswordRequest, (phone) => ({ username: 'dealer01', phone }), 'phone'],
  [
    'find password confirmation',
    findPasswordConfirmRequest,
    (phone) => ({ username: 'dealer01', phone, code: '1234' }),
    'phone',
  ],
  [
    'find password change',
    findPasswordChangeRequest,
    (phone) => ({ username: 'dealer01', phone, code: '1234', newPassword: 'secret1' }),
    'phone',
  ],
  ['seller code', sellerPhoneRequest, (phone) => ({ phone }), 'phone'],
  ['seller login', sellerLoginRequest, (phone) => ({ phone, authCode: '1234' }), 'phone'],
];

describe('one phone rule at every door', () => {
  it.each(PHONE_DOORS)(
    '%s: 010 1234 5678, 010-1234-5678 and 01012345678 are 01012345678',
    (_door, schema, body, key) => {
      for (const phone of ['010 1234 5678', '010-1234-5678', '01012345678', ' 010-1234 5678 ']) {
        const parsed = schema.safeParse(body(phone));
        expect(parsed.error?.issues ?? [], phone).toEqual([]);
        expect((parsed.data as Record<string, unknown>)[key], phone).toBe('01012345678');
      }
    },
  );

  it.each(PHONE_DOORS)('%s: the same mistakes, the same messages', (_door, schema, body) => {
    for (const [phone, message] of [
      ['', SIGNUP_MESSAGES.phoneRequired],
      ['   ', SIGNUP_MESSAGES.phoneRequired],
      ['010 1234 567x', SIGNUP_MESSAGES.phoneFormat],
      ['0101234567', SIGNUP_MESSAGES.phoneFormat],
      ['02-1234-5678', SIGNUP_MESSAGES.phoneFormat],
      ['010-1234-56789', SIGNUP_MESSAGES.phoneFormat],
    ] as const) {
      expect(schema.safeParse(body(phone)).error?.issues[0]?.message, phone).toBe(message);
    }
  });

  it("the console's outbox search takes a phone the same way (a part of one too)", () => {
    for (const phone of ['010 1234 5678', '010-1234-5678', '01012345678']) {
      expect(adminOutboxQuery.parse({ phone }).phone).toBe('01012345678');
    }
    expect(adminOutboxQuery.parse({ phone: '1234 5' }).phone).toBe('12345');
  });
});

describe('field schemas', () => {
  const first = (schema: z.ZodType, value: unknown) => schema.safeParse(value).error?.issues[0]?.message;

  it('email: trimmed, required, at most 100 characters, with a domain', () => {
    expect(emailField.parse(' a@b.kr ')).toBe('a@b.kr');
    expect(first(emailField, ' ')).toBe(SIGNUP_MESSAGES.emailRequired);
    expect(first(emailField, 'a@b')).toBe(SIGNUP_MESSAGES.emailFormat);
    expect(first(emailField, `${'a'.repeat(96)}@b.kr`)).toBe(SIGNUP_MESSAGES.emailFormat);
  });

  it('username: spaces stripped, 4-20 lowercase letters and digits with a letter', () => {
    expect(usernameField.parse(' dea ler01 ')).toBe('dealer01');
    expect(first(usernameField, 'abc')).toBe(SIGNUP_MESSAGES.usernameShort);
    expect(first(usernameField, '1234')).toBe(SIGNUP_MESSAGES.usernameFormat);
    expect(first(usernameField, 'Dealer01')).toBe(SIGNUP_MESSAGES.usernameFormat);
    expect(first(usernameField, 'a'.repeat(21))).toBe(SIGNUP_MESSAGES.usernameFormat);
  });

  it('password: spaces stripped, at least 6 characters; a change asks for a blank one', () => {
    expect(passwordField.parse('sec ret1')).toBe('secret1');
    expect(first(passwordField, '')).toBe(SIGNUP_MESSAGES.passwordShort);
    expect(first(passwordField, '12345')).toBe(SIGNUP_MESSAGES.passwordShort);
    expect(first(passwordField, 'a'.repeat(101))).toBe(SIGNUP_MESSAGES.tooLong);
    expect(first(newPasswordField, ' ')).toBe(PASSWORD_CHANGE_MESSAGES.newRequired);
    expect(first(newPasswordField, '12345')).toBe(PASSWORD_CHANGE_MESSAGES.newShort);
  });

  it('사업자등록번호: dashes and spaces dropped, 10 digits with the check digit; the profile may leave it out', () => {
    expect(businessNumberField.parse('124-81-00998')).toBe('1248100998');
    expect(businessNumberField.parse('124 81 00998')).toBe('1248100998');
    expect(first(businessNumberField, '')).toBe(SIGNUP_MESSAGES.businessNumberRequired);
    expect(first(businessNumberField, '124-81-00990')).toBe(SIGNUP_MESSAGES.businessNumberFormat);
    expect(optionalBusinessNumberField.parse('')).toBeUndefined();
    expect(optionalBusinessNumberField.parse(undefined)).toBeUndefined();
    expect(optionalBusinessNumberField.parse('124-81-00998')).toBe('1248100998');
    expect(first(optionalBusinessNumberField, '124-81-0099x')).toBe(SIGNUP_MESSAGES.businessNumberFormat);
  });
});
