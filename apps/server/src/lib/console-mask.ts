// The console never carries a full phone number (docs/domain.md "Contact relay"): every string of a console
// answer has its mobile numbers masked (`010-****-5678`) — fields, message bodies and recipients, audit
// values alike — before it is sent. The one exception is "연락처 보기", which answers the number it logged.
import { maskPhonesIn } from '@autobid/shared';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') {
    return false;
  }
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** `value` with every mobile number in its strings masked (arrays and plain objects walked; others kept). */
export function maskConsoleAnswer<T>(value: T): T {
  if (typeof value === 'string') {
    return maskPhonesIn(value) as T;
  }
  if (Array.isArray(value)) {
    return value.map((item: unknown) => maskConsoleAnswer(item)) as T;
  }
  if (isPlainObject(value)) {
    return Object.fromEntries(
      Object.entries(value).map(([key, item]) => [key, maskConsoleAnswer(item)]),
    ) as T;
  }
  return value;
}
