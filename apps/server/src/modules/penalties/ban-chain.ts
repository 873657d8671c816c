// Bans never overlap (docs/domain.md "Penalties"): a dealer's bans still to run form one chain, each
// starting where the one before ends. When an operator lifts or extends one, the chain is laid out again
// from now: later bans move earlier (no gap) or later (no overlap), each keeping its length.

export type ChainBan = { id: number; startsAt: Date; expiresAt: Date };

/**
 * Lays `bans` (not lifted, ending after `now`) one after another from `now`, in their order (start, then
 * id). The running ban keeps its start and the rest of its time; a waiting ban keeps its length. Answers
 * the bans with their new times and the end of the last one (null when there is none).
 */
export function rechain(bans: readonly ChainBan[], now: Date): { bans: ChainBan[]; end: Date | null } {
  const ordered = [...bans].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id);
  let cursor = now.getTime();
  const laid = ordered.map((ban) => {
    const start = ban.startsAt.getTime();
    const isRunning = start <= now.getTime();
    // A running ban has the rest of its time left; a waiting one all of it.
    const length = ban.expiresAt.getTime() - Math.max(start, now.getTime());
    const newStart = isRunning && cursor === now.getTime() ? start : cursor;
    const end = Math.max(newStart, now.getTime()) + length;
    cursor = end;
    return { id: ban.id, startsAt: new Date(newStart), expiresAt: new Date(end) };
  });
  return { bans: laid, end: laid.length ? new Date(cursor) : null };
}
