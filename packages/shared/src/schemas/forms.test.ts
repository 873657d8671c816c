import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ACCOUNT_MESSAGES, phoneCodeInput, phoneInput } from './account';
import { PASSWORD_CHANGE_MESSAGES, SIGNUP_MESSAGES } from './dealer';
import { findIdForm, findPasswordForm, foundIdText, passwordChangeForm, profileChangeForm } from './forms';

/** The first message of each field, as the web form shows it. */
function fieldErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) {
    return errors;
  }
  for (const issue of result.error.issues) {
    const field = issue.path.join('.');
    errors[field] ??= issue.message;
  }
  return errors;
}

describe('password change form', () => {
  it('requires every field, six characters and a matching confirmation', () => {
    expect(fieldErrors(passwordChangeForm, { currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: PASSWORD_CHANGE_MESSAGES.currentRequired,
      newPassword: PASSWORD_CHANGE_MESSAGES.newRequired,
      confirmPassword: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
    expect(fieldErrors(passwordChangeForm, { currentPassword: 'a', newPassword: '12345', confirmPassword: '12345' })).toEqual({
      newPassword: PASSWORD_CHANGE_MESSAGES.newShort,
    });
    expect(fieldErrors(passwordChangeForm, { currentPassword: 'a', newPassword: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch,
    });
    expect(fieldErrors(passwordChangeForm, { currentPassword: 'a', newPassword: '123456', confirmPassword: '123456' })).toEqual({});
  });

  it('sends the request without the confirmation', () => {
    expect(passwordChangeForm.parse({ currentPassword: 'a', newPassword: '12 3456', confirmPassword: '123456' })).toEqual({
      currentPassword: 'a',
      newPassword: '123456',
      confirmPassword: '123456',
    });
  });
});

describe('find password form', () => {
  it('needs the id, then the new password and its confirmation', () => {
    expect(fieldErrors(findPasswordForm, { username: ' ', newPassword: '', confirmPassword: '' })).toEqual({
      username: ACCOUNT_MESSAGES.usernameRequired,
      newPassword: PASSWORD_CHANGE_MESSAGES.newRequired,
      confirmPassword: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
    expect(fieldErrors(findPasswordForm, { username: 'dealer', newPassword: '123456', confirmPassword: '12345' })).toEqual({
      confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch,
    });
  });
});

describe('find id form and phone codes', () => {
  it('needs a name', () => {
    expect(fieldErrors(findIdForm, { name: ' ' })).toEqual({ name: SIGNUP_MESSAGES.nameRequired });
  });

  it('needs an 11-digit mobile number before a code is requested', () => {
    expect(fieldErrors(phoneInput, '')).toEqual({ '': SIGNUP_MESSAGES.phoneRequired });
    expect(fieldErrors(phoneInput, '010-123')).toEqual({ '': SIGNUP_MESSAGES.phoneFormat });
    expect(phoneInput.parse('010-1234-5678')).toBe('01012345678');
  });

  it('needs exactly four digits to confirm', () => {
    expect(fieldErrors(phoneCodeInput, '123')).toEqual({ '': ACCOUNT_MESSAGES.phoneCodeFormat });
    expect(fieldErrors(phoneCodeInput, '12a4')).toEqual({ '': ACCOUNT_MESSAGES.phoneCodeFormat });
    expect(phoneCodeInput.parse('1234')).toBe('1234');
  });

  it('shows the found id, or no matching id for "-1"', () => {
    expect(foundIdText('dealer5')).toBe('회원님의 아이디는 dealer5 입니다.');
    expect(foundIdText('-1')).toBe('일치하는 아이디가 없습니다.');
    expect(foundIdText(null)).toBe('일치하는 아이디가 없습니다.');
  });
});

describe('profile change form', () => {
  it('requires a valid phone, an email and a name; position is optional', () => {
    expect(fieldErrors(profileChangeForm, { phoneNumber: '', email: '', name: ' ', position: '', phoneVerified: true })).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      name: SIGNUP_MESSAGES.nameRequired,
    });
    expect(fieldErrors(profileChangeForm, { phoneNumber: '010-12', email: 'a@b', name: '김', position: '', phoneVerified: true })).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneFormat,
      email: SIGNUP_MESSAGES.emailFormat,
    });
    expect(fieldErrors(profileChangeForm, { phoneNumber: '010-1234-5678', email: 'a@b.kr', name: '김', position: '', phoneVerified: true })).toEqual({});
  });

  it('asks for the SMS check of a new number', () => {
    expect(fieldErrors(profileChangeForm, { phoneNumber: '01012345678', email: 'a@b.kr', name: '김', phoneVerified: false })).toEqual({
      phoneNumber: ACCOUNT_MESSAGES.phoneNotVerified,
    });
  });
});
