import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES, SIGNUP_MESSAGES } from '@autobid/shared';
import { codeError, foundIdText, phoneError } from './find-checks';

describe('find checks', () => {
  it('needs an 11-digit mobile number before a code is requested', () => {
    expect(phoneError('')).toBe(SIGNUP_MESSAGES.phoneRequired);
    expect(phoneError('010-123')).toBe(SIGNUP_MESSAGES.phoneFormat);
    expect(phoneError('010-1234-5678')).toBeNull();
  });

  it('needs exactly four digits to confirm', () => {
    expect(codeError('123')).toBe(ACCOUNT_MESSAGES.phoneCodeFormat);
    expect(codeError('12a4')).toBe(ACCOUNT_MESSAGES.phoneCodeFormat);
    expect(codeError('1234')).toBeNull();
  });

  it('shows the found id, or no matching id for "-1"', () => {
    expect(foundIdText('dealer5')).toBe('회원님의 아이디는 dealer5 입니다.');
    expect(foundIdText('-1')).toBe('일치하는 아이디가 없습니다.');
    expect(foundIdText(null)).toBe('일치하는 아이디가 없습니다.');
  });
});
