// Bank deposit notifications are signed: `X-Signature: sha256=<hex HMAC-SHA256 of the raw body>` with
// BANK_WEBHOOK_SECRET. The comparison runs in constant time over the exact bytes received.
import { createHmac, timingSafeEqual } from 'node:crypto';

export const SIGNATURE_HEADER = 'x-signature';
const PREFIX = 'sha256=';
const HEX_DIGEST = /^[0-9a-f]{64}$/i;

export type SignatureCheck = 'ok' | 'missing' | 'malformed' | 'mismatch';

function digest(secret: string, body: Buffer | string): Buffer {
  return createHmac('sha256', secret).update(body).digest();
}

/** The header value a sender puts on `body`. */
export function signWebhookBody(secret: string, body: Buffer | string): string {
  return `${PREFIX}${digest(secret, body).toString('hex')}`;
}

export function checkWebhookSignature(
  secret: string,
  rawBody: Buffer,
  header: string | string[] | undefined,
): SignatureCheck {
  const value = Array.isArray(header) ? header[0] : header;
  if (!value) {
    return 'missing';
  }
  const hex = value.trim().startsWith(PREFIX) ? value.trim().slice(PREFIX.length) : '';
  if (!HEX_DIGEST.test(hex)) {
    return 'malformed';
  }
  return timingSafeEqual(Buffer.from(hex, 'hex'), digest(secret, rawBody)) ? 'ok' : 'mismatch';
}
