// Contact relay (안심번호, docs/domain.md "Contact relay"): a number that rings a party's real phone, so the
// other party of a deal never reads the real one. A real vendor adapter reserves and frees numbers at the
// vendor; the local one draws 0507 numbers itself, keeps the mapping only in contact_relays (the caller's
// row) and leaves a trace in the outbox (channel RELAY), so every flow works offline.
import { randomInt } from 'node:crypto';
import type { DbOrTx } from '../db/types';
import { writeToOutbox } from './outbox';

export type RelayAllocation = {
  /** The deal the relay serves and whose real number it stands for. */
  dealId: number;
  party: 'SELLER' | 'DEALER';
  realPhone: string;
  /** Numbers in use now (the caller's active relays): the answer must be none of them. */
  taken: ReadonlySet<string>;
};

export type ContactRelayProvider = {
  /**
   * Reserves a relay number that rings `realPhone` and answers it (`0507-XXXX-XXXX`). `db` is the caller's
   * transaction, so the local trace commits (or not) with the relay row.
   */
  allocate(db: DbOrTx, input: RelayAllocation): Promise<string>;
  /** Frees the number: it rings no one from now on (the caller blanks the real number it kept). */
  release(db: DbOrTx, input: { dealId: number; relayNumber: string }): Promise<void>;
};

export const RELAY_OUTBOX_TEMPLATE = { allocate: 'RELAY_ALLOCATED', release: 'RELAY_RELEASED' } as const;

/** A fresh 0507 number: 0507-XXXX-XXXX with eight random digits. */
function drawRelayNumber(): string {
  const digits = String(randomInt(0, 100_000_000)).padStart(8, '0');
  return `0507-${digits.slice(0, 4)}-${digits.slice(4)}`;
}

/**
 * Offline stand-in: draws a number no active relay holds and writes the allocation (and each release) to the
 * outbox as a RELAY message addressed to the relay number, where a developer reads it.
 */
export function createLocalContactRelay(): ContactRelayProvider {
  return {
    async allocate(db, input) {
      let number = drawRelayNumber();
      while (input.taken.has(number)) {
        number = drawRelayNumber();
      }
      await writeToOutbox(db, {
        channel: 'RELAY',
        to: number,
        template: RELAY_OUTBOX_TEMPLATE.allocate,
        body: `[안심번호] 거래 ${input.dealId} ${input.party === 'SELLER' ? '판매자' : '딜러'} 연결: ${number}`,
        payload: { dealId: input.dealId, party: input.party },
      });
      return number;
    },
    async release(db, input) {
      await writeToOutbox(db, {
        channel: 'RELAY',
        to: input.relayNumber,
        template: RELAY_OUTBOX_TEMPLATE.release,
        body: `[안심번호] 거래 ${input.dealId} 연결 종료: ${input.relayNumber}`,
        payload: { dealId: input.dealId },
      });
    },
  };
}
