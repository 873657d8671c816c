import { describe, expect, it } from 'vitest';
import { rechain } from './ban-chain';

const DAY = 24 * 3600_000;
const now = new Date('2026-03-10T03:00:00.000Z');
const at = (days: number) => new Date(now.getTime() + days * DAY);

describe('rechain', () => {
  it('keeps a running ban and lays the waiting ones after it, each keeping its length', () => {
    const { bans, end } = rechain(
      [
        { id: 2, startsAt: at(5), expiresAt: at(12) },
        { id: 1, startsAt: at(-2), expiresAt: at(5) },
      ],
      now,
    );
    expect(bans).toEqual([
      { id: 1, startsAt: at(-2), expiresAt: at(5) },
      { id: 2, startsAt: at(5), expiresAt: at(12) },
    ]);
    expect(end).toEqual(at(12));
  });

  it('moves the waiting bans to now when the running one is gone (lifted)', () => {
    const { bans, end } = rechain(
      [
        { id: 2, startsAt: at(5), expiresAt: at(12) },
        { id: 3, startsAt: at(12), expiresAt: at(26) },
      ],
      now,
    );
    expect(bans).toEqual([
      { id: 2, startsAt: now, expiresAt: at(7) },
      { id: 3, startsAt: at(7), expiresAt: at(21) },
    ]);
    expect(end).toEqual(at(21));
  });

  it('pushes the later bans back when one is longer (extended), and never lets two overlap', () => {
    const { bans } = rechain(
      [
        { id: 1, startsAt: at(-2), expiresAt: at(8) },
        { id: 2, startsAt: at(5), expiresAt: at(12) },
      ],
      now,
    );
    expect(bans[1]).toEqual({ id: 2, startsAt: at(8), expiresAt: at(15) });
  });

  it('has no end without bans', () => {
    expect(rechain([], now)).toEqual({ bans: [], end: null });
  });
});
