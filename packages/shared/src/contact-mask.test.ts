import { describe, expect, it } from 'vitest';
import { isRelayNumber, maskPhone, maskPhonesIn } from './contact-mask';
import { formatPhone } from './format';

describe('phones in the console', () => {
  it('masks the middle group of a number, whatever its spelling', () => {
    expect(maskPhone('01012345678')).toBe('010-****-5678');
    expect(maskPhone('010-123-4567')).toBe('010-***-4567');
    expect(maskPhone('0212345678')).toBe('02-****-5678');
    expect(maskPhone('')).toBe('');
  });

  it('masks every mobile number inside a text and leaves other digits alone', () => {
    expect(maskPhonesIn('연락처: 010-1234-5678, 01098765432 / 010 2222 3333')).toBe(
      '연락처: 010-****-5678, 010-****-5432 / 010-****-3333',
    );
    expect(maskPhonesIn('계좌 110-123-456789, 입금 코드 123456, 안심번호 0507-1234-5678')).toBe(
      '계좌 110-123-456789, 입금 코드 123456, 안심번호 0507-1234-5678',
    );
  });

  it('writes a relay number in groups of four and shows a masked number as it is', () => {
    expect(formatPhone('050712345678')).toBe('0507-1234-5678');
    expect(isRelayNumber('0507-1234-5678')).toBe(true);
    expect(isRelayNumber('01012345678')).toBe(false);
    expect(formatPhone('010-****-5678')).toBe('010-****-5678');
  });
});
