import { describe, expect, it } from 'vitest';
import { fixedClock } from './clock';
import { createTokenService } from './jwt';

const secret = 'unit-secret-unit-secret-unit-secret-0000';

describe('token service', () => {
  it('answers a token checked before from memory, still refusing it once it expires', async () => {
    const clock = fixedClock(new Date('2026-11-26T00:00:00Z'));
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock });
    const token = await tokens.sign({ id: 7, role: 'dealer', version: 2 });

    expect(await tokens.verify(token)).toEqual({ id: 7, role: 'dealer', version: 2 });
    clock.advance(59_999);
    expect(await tokens.verify(token)).toEqual({ id: 7, role: 'dealer', version: 2 });
    clock.advance(1);
    expect(await tokens.verify(token)).toBeNull();
  });

  it('never lets a remembered token vouch for an altered or foreign one', async () => {
    const clock = fixedClock(new Date('2026-11-26T00:00:00Z'));
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock });
    const other = createTokenService({ secret: `${secret}-other`, ttlSeconds: 60, clock });
    const token = await tokens.sign({ id: 7, role: 'dealer' });
    expect(await tokens.verify(token)).not.toBeNull();

    const [header, payload, signature] = token.split('.') as [string, string, string];
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const raised = Buffer.from(JSON.stringify({ ...claims, role: 'operator' })).toString('base64url');
    expect(await tokens.verify(`${header}.${raised}.${signature}`)).toBeNull();
    expect(await tokens.verify(await other.sign({ id: 7, role: 'dealer' }))).toBeNull();
  });

  it('hands out a copy: a caller changing its principal does not change the next answer', async () => {
    const tokens = createTokenService({ secret, ttlSeconds: 60, clock: fixedClock(new Date()) });
    const token = await tokens.sign({ id: 3, role: 'seller' });
    const first = await tokens.verify(token);
    first!.id = 99;
    expect(await tokens.verify(token)).toEqual({ id: 3, role: 'seller', version: 0 });
  });
});
