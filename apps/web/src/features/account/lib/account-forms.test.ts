import { describe, expect, it } from 'vitest';
import { PASSWORD_CHANGE_MESSAGES, SIGNUP_MESSAGES } from '@autobid/shared';
import { checkNewPassword, checkPasswordChange, checkProfileChange, hasErrors } from './account-forms';

describe('checkPasswordChange', () => {
  it('requires every field, six characters and a matching confirmation', () => {
    expect(checkPasswordChange({ currentPassword: '', newPassword: '', confirmPassword: '' })).toEqual({
      currentPassword: PASSWORD_CHANGE_MESSAGES.currentRequired,
      newPassword: PASSWORD_CHANGE_MESSAGES.newRequired,
      confirmPassword: PASSWORD_CHANGE_MESSAGES.confirmRequired,
    });
    expect(
      checkPasswordChange({ currentPassword: 'a', newPassword: '12345', confirmPassword: '12345' }),
    ).toEqual({
      newPassword: PASSWORD_CHANGE_MESSAGES.newShort,
    });
    expect(checkNewPassword({ newPassword: '123456', confirmPassword: '1234567' })).toEqual({
      confirmPassword: PASSWORD_CHANGE_MESSAGES.mismatch,
    });
    expect(
      hasErrors(
        checkPasswordChange({ currentPassword: 'a', newPassword: '123456', confirmPassword: '123456' }),
      ),
    ).toBe(false);
  });
});

describe('checkProfileChange', () => {
  it('requires a valid phone, an email and a name; position is optional', () => {
    expect(checkProfileChange({ phoneNumber: '', email: '', name: ' ', position: '' })).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneRequired,
      email: SIGNUP_MESSAGES.emailRequired,
      name: SIGNUP_MESSAGES.nameRequired,
    });
    expect(checkProfileChange({ phoneNumber: '010-12', email: 'a@b', name: '김', position: '' })).toEqual({
      phoneNumber: SIGNUP_MESSAGES.phoneFormat,
      email: SIGNUP_MESSAGES.emailFormat,
    });
    expect(
      checkProfileChange({ phoneNumber: '010-1234-5678', email: 'a@b.kr', name: '김', position: '' }),
    ).toEqual({});
  });
});
