// Sign-up's upload grant (docs/decisions/016): `<phone-code row id>.<expiry in s>.<HMAC>`, signed with a key
// derived from the server secret. It only names the row; whether the row is still verified and unused is
// checked against the database on every upload.
import { createHmac, timingSafeEqual } from 'node:crypto';

const mac = (secret: string, rowId: number, expSeconds: number) =>
  createHmac('sha256', secret).update(`upload-grant:${rowId}:${expSeconds}`).digest();

export function signUploadGrant(secret: string, rowId: number, expiresAt: Date): string {
  const exp = Math.floor(expiresAt.getTime() / 1000);
  return `${rowId}.${exp}.${mac(secret, rowId, exp).toString('base64url')}`;
}

/** The phone-code row id a grant names, or null for a malformed, forged or expired grant. */
export function verifyUploadGrant(secret: string, grant: string | undefined, now: Date): number | null {
  if (!grant || grant.length > 200) {
    return null;
  }
  const match = /^(\d{1,10})\.(\d{1,12})\.([A-Za-z0-9_-]{43})$/.exec(grant);
  if (!match) {
    return null;
  }
  const rowId = Number(match[1]);
  const exp = Number(match[2]);
  const expected = mac(secret, rowId, exp);
  const actual = Buffer.from(match[3] ?? '', 'base64url');
  if (actual.length !== expected.length || !timingSafeEqual(actual, expected)) {
    return null;
  }
  if (rowId <= 0 || rowId > 2_147_483_647 || exp * 1000 <= now.getTime()) {
    return null;
  }
  return rowId;
}
