// Whether the dealer's bid ban runs (docs/domain.md "Penalties"): a module of its own, with nothing else in it, so
// the list's first script (first-screen/first-page.ts) takes this alone and not the words of lib/penalty.ts.

export function isBanned(penaltyExpiredAt: string | null | undefined, now: number = Date.now()): boolean {
  if (!penaltyExpiredAt) {
    return false;
  }
  const until = new Date(penaltyExpiredAt).getTime();
  return Number.isFinite(until) && until > now;
}
