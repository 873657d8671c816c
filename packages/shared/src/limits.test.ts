import { describe, expect, it } from 'vitest';
import { LIMIT_MESSAGES, waitMinutes } from './limits';

describe('limit messages', () => {
  it('rounds the wait up to whole minutes, at least one', () => {
    expect(waitMinutes(0)).toBe(1);
    expect(waitMinutes(1)).toBe(1);
    expect(waitMinutes(60)).toBe(1);
    expect(waitMinutes(61)).toBe(2);
    expect(waitMinutes(900)).toBe(15);
  });

  it('says how long to wait', () => {
    expect(LIMIT_MESSAGES.loginTooManyAttempts(15)).toBe(
      '로그인 시도가 너무 많습니다. 15분 후 다시 시도해주세요.',
    );
    expect(LIMIT_MESSAGES.tooManyRequests(3)).toBe('요청이 너무 많습니다. 3분 후 다시 시도해주세요.');
  });
});
