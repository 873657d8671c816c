// Access tokens: HS256 JWTs with `sub` (principal id as a string), `role`, `ver` (the dealer's token
// version: a password change ends older tokens) and `exp` in seconds.
import { SignJWT, jwtVerify } from 'jose';
import type { Clock } from './clock';

export const ROLES = ['dealer', 'seller', 'operator'] as const;
export type Role = (typeof ROLES)[number];
export type Principal = { id: number; role: Role; version?: number };

/** A principal at its token version, as one string: `7:2` (dealer 7, token version 2). */
export const principalVersionKey = (principal: Pick<Principal, 'id' | 'version'>) =>
  `${principal.id}:${principal.version ?? 0}`;

export type TokenService = {
  sign(principal: Principal, options?: { now?: Date; ttlSeconds?: number }): Promise<string>;
  /** The principal, or null for a missing, malformed, forged or expired token. */
  verify(token: string | undefined): Promise<Principal | null>;
};

/** Past this many remembered tokens the memory starts again (a bound; tokens are checked again on a miss). */
const MAX_VERIFIED = 10_000;

export function createTokenService(options: {
  secret: string;
  ttlSeconds: number;
  clock: Clock;
}): TokenService {
  const key = new TextEncoder().encode(options.secret);
  // A signature, once checked, stays valid: each later call with the same token only compares its expiry with
  // the clock. That is all jwtVerify would check again (no nbf or max age is used), at a fraction of the CPU
  // of an HMAC per request. Whether the session still stands is the sessions module's check, every call.
  const verified = new Map<string, { principal: Principal; expiresAtMs: number }>();
  const isLive = (expiresAtMs: number) => options.clock.now().getTime() < expiresAtMs;
  return {
    async sign(principal, signOptions) {
      const now = signOptions?.now ?? options.clock.now();
      const iat = Math.floor(now.getTime() / 1000);
      return new SignJWT({ role: principal.role, ver: principal.version ?? 0 })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(String(principal.id))
        .setIssuedAt(iat)
        .setExpirationTime(iat + (signOptions?.ttlSeconds ?? options.ttlSeconds))
        .sign(key);
    },
    async verify(token) {
      if (!token || token.length > 4096) {
        return null;
      }
      const known = verified.get(token);
      if (known) {
        return isLive(known.expiresAtMs) ? { ...known.principal } : null;
      }
      try {
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          currentDate: options.clock.now(),
          requiredClaims: ['sub', 'exp'],
        });
        const id = Number(payload.sub);
        const role = payload.role;
        if (!Number.isSafeInteger(id) || id <= 0) {
          return null;
        }
        if (typeof role !== 'string' || !(ROLES as readonly string[]).includes(role)) {
          return null;
        }
        const version = payload.ver ?? 0;
        if (typeof version !== 'number' || !Number.isSafeInteger(version)) {
          return null;
        }
        const principal: Principal = { id, role: role as Role, version };
        // requiredClaims guarantees exp, a number of seconds (jose checked it).
        const expiresAtMs = (payload.exp ?? 0) * 1000;
        if (verified.size >= MAX_VERIFIED) {
          verified.clear();
        }
        verified.set(token, { principal, expiresAtMs });
        return { ...principal };
      } catch {
        return null;
      }
    },
  };
}

/** `Authorization: Bearer <token>` → the token. */
export function bearerToken(header: string | undefined): string | undefined {
  if (!header) {
    return undefined;
  }
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return match?.[1];
}
