// Phones as the operator console shows them (docs/domain.md "Contact relay"): the middle group hidden,
// `010-****-5678`; the full number only through "연락처 보기", which writes an audit row.
import { digitsOnly, formatPhone } from './format';

/** "01012345678" -> "010-****-5678"; '' stays ''; a number without groups keeps its last 4 digits. */
export function maskPhone(value: string): string {
  const digits = digitsOnly(value);
  if (!digits) {
    return value.trim() ? '****' : '';
  }
  const groups = formatPhone(digits).split('-');
  if (groups.length === 3) {
    return `${groups[0]}-${'*'.repeat(groups[1]!.length)}-${groups[2]}`;
  }
  return `${'*'.repeat(Math.max(digits.length - 4, 0))}${digits.slice(-4)}`;
}

/** Mobile numbers written anywhere in a text (010-1234-5678, 010 1234 5678, 01012345678). */
const MOBILE_IN_TEXT = /(?<!\d)(01[016789])[- ]?(\d{3,4})[- ]?(\d{4})(?!\d)/g;

/** The text with every mobile number in it masked (a message body, a recipient). */
export function maskPhonesIn(text: string): string {
  return text.replace(
    MOBILE_IN_TEXT,
    (_all, head: string, middle: string, tail: string) => `${head}-${'*'.repeat(middle.length)}-${tail}`,
  );
}

/** Whether a number is a relay number (안심번호, 0507-…) rather than someone's own. */
export function isRelayNumber(value: string): boolean {
  return digitsOnly(value).startsWith('0507');
}
