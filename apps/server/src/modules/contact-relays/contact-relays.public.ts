// The contact relay of a deal (docs/domain.md "Contact relay"): from the fee on, each party reaches the other
// by a relay number (안심번호) the contactRelay provider hands out, never by the real one. Allocated inside
// PAY_FEE's transaction, scheduled to end 7 days after the title transfer is confirmed or the deal is
// cancelled, ended by the clock (the real number blanked). Other modules use these functions only.
import { DAY_MS, type RelayParty } from '@autobid/shared';
import type { DbOrTx } from '../../db/types';
import type { ContactRelayProvider } from '../../providers/contact-relay';
import {
  activeRelayNumbers,
  dueRelays,
  realPhonesOf,
  endRelays,
  insertRelay,
  insertRelays,
  relaysOfDeal,
  relaysOfDeals,
  setAuctionRelaysEnd,
  setRelaysEnd,
  type RelayRow,
} from './contact-relays.repository';

/** How long a deal's relays keep ringing after the title transfer is confirmed or the deal is cancelled. */
export const RELAY_GRACE_DAYS = 7;

/** What a party reads in place of the other's phone once the relay has ended. */
export const RELAY_ENDED_NOTE = '거래 종료로 안심번호가 만료되었습니다.';

export type RelayDeal = { id: number; auctionId: number };

/** The real numbers behind a deal's two relays. */
export type RelayPhones = Record<RelayParty, string>;

/** How many times a number drawn by the provider may turn out taken before the allocation gives up. */
const MAX_DRAWS = 5;

async function allocateOne(
  db: DbOrTx,
  provider: ContactRelayProvider,
  deal: RelayDeal,
  party: RelayParty,
  realPhone: string,
  now: Date,
): Promise<RelayRow> {
  const taken = await activeRelayNumbers(db);
  for (let draw = 0; draw < MAX_DRAWS; draw += 1) {
    const relayNumber = await provider.allocate(db, { dealId: deal.id, party, realPhone, taken });
    const row = await insertRelay(db, {
      dealId: deal.id,
      auctionId: deal.auctionId,
      party,
      relayNumber,
      realPhone,
      now,
    });
    if (row) {
      return row;
    }
    // The party got a relay meanwhile (another writer), or the number was handed out meanwhile.
    const current = (await relaysOfDeal(db, deal.id)).get(party);
    if (current && current.endedAt === null) {
      await provider.release(db, { dealId: deal.id, relayNumber });
      return current;
    }
    taken.add(relayNumber);
  }
  throw new Error(`no free relay number for deal ${deal.id}`);
}

/**
 * The deal's two relays, allocated when missing (idempotent: a party that has a relay, active or ended,
 * keeps it): SELLER rings the seller and is shown to the dealer, DEALER rings the dealer and is shown to
 * the seller. Called inside PAY_FEE's transaction.
 */
export async function allocateDealRelays(
  db: DbOrTx,
  provider: ContactRelayProvider,
  input: { deal: RelayDeal; phones: RelayPhones; now: Date },
): Promise<Record<RelayParty, RelayRow>> {
  const existing = await relaysOfDeal(db, input.deal.id);
  const relayOf = async (party: RelayParty) =>
    existing.get(party) ??
    (await allocateOne(db, provider, input.deal, party, input.phones[party], input.now));
  return { SELLER: await relayOf('SELLER'), DEALER: await relayOf('DEALER') };
}

/**
 * allocateDealRelays for several deals in one pass (the demo seed, docs/decisions/020): their relays and the
 * numbers in use read once, the new relays written in one insert. For a writer alone on these deals: a party
 * or number taken meanwhile fails the insert instead of drawing again.
 */
export async function allocateRelaysOfDeals(
  db: DbOrTx,
  provider: ContactRelayProvider,
  inputs: readonly { deal: RelayDeal; phones: RelayPhones; now: Date }[],
): Promise<void> {
  const existing = await relaysOfDeals(
    db,
    inputs.map((input) => input.deal.id),
  );
  const taken = await activeRelayNumbers(db);
  const rows: Parameters<typeof insertRelays>[1][number][] = [];
  for (const { deal, phones, now } of inputs) {
    for (const party of ['SELLER', 'DEALER'] as const) {
      if (existing.get(deal.id)?.has(party)) {
        continue;
      }
      const realPhone = phones[party];
      const relayNumber = await provider.allocate(db, { dealId: deal.id, party, realPhone, taken });
      taken.add(relayNumber);
      rows.push({ dealId: deal.id, auctionId: deal.auctionId, party, relayNumber, realPhone, now });
    }
  }
  await insertRelays(db, rows);
}

/**
 * Schedules the end of the deal's active relays RELAY_GRACE_DAYS after `from` (the transfer confirmed, the
 * deal cancelled); the clock ends them then. Answers how many relays it scheduled.
 */
export function scheduleRelayEnd(db: DbOrTx, dealId: number, from: Date): Promise<number> {
  return setRelaysEnd(db, dealId, new Date(from.getTime() + RELAY_GRACE_DAYS * DAY_MS));
}

/** scheduleRelayEnd for the auction's active relays (those of its deal in force): the transfer confirmed. */
export function scheduleAuctionRelayEnd(db: DbOrTx, auctionId: number, from: Date): Promise<number> {
  return setAuctionRelaysEnd(db, auctionId, new Date(from.getTime() + RELAY_GRACE_DAYS * DAY_MS));
}

/** The number one party reads for the other: the relay, or '' with the note once it ended. */
export type RelayContact = { phone: string; note: string | null };

/** A deal as a party's screen reads its contact: who is behind it and whether it is still in force. */
export type ContactDeal = RelayDeal & { sellerId: number; dealerId: number; canceledAt: Date | null };

/**
 * What the viewer reads as the other party's phone: the relay of `party` (the one whose real number it
 * rings). An ended relay reads '' with RELAY_ENDED_NOTE. A deal in force without relays (paid before relays
 * existed) gets them at this first look, so no screen ever falls back to a real number.
 */
export async function relayContactFor(
  db: DbOrTx,
  provider: ContactRelayProvider,
  input: { deal: ContactDeal; party: RelayParty; now: Date },
): Promise<RelayContact> {
  const { deal, party } = input;
  let relay = (await relaysOfDeal(db, deal.id)).get(party);
  if (!relay && deal.canceledAt === null) {
    const phones = await realPhonesOf(db, deal);
    relay = (await allocateDealRelays(db, provider, { deal, phones, now: input.now }))[party];
  }
  if (!relay) {
    return { phone: '', note: null };
  }
  return relay.endedAt === null
    ? { phone: relay.relayNumber, note: null }
    : { phone: '', note: RELAY_ENDED_NOTE };
}

/**
 * The clock's job: ends every active relay whose end is due (ended_at set, the real number blanked) and
 * frees its number at the provider. Idempotent: an ended relay is never ended again, and two passes at once
 * end each relay once (the conditional UPDATE). Answers the relays it ended.
 */
export async function endDueRelays(
  db: DbOrTx,
  provider: ContactRelayProvider,
  now: Date,
): Promise<RelayRow[]> {
  return db.transaction(async (tx) => {
    const due = await dueRelays(tx, now);
    const ended = await endRelays(
      tx,
      due.map((row) => row.id),
      now,
    );
    for (const row of ended) {
      await provider.release(tx, { dealId: row.dealId, relayNumber: row.relayNumber });
    }
    return ended;
  });
}
