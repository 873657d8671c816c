// Emits `auction-update` to room `auction:<id>`, coalesced so a busy auction sends at most N events per second.
import type { Namespace } from 'socket.io';
import {
  AUCTION_UPDATE_MAX_PER_SECOND,
  SOCKET_EVENT_AUCTION_UPDATE,
  type AuctionUpdateEvent,
  type ClientToServerEvents,
  type ServerToClientEvents,
} from '@autobid/shared';
import { toIso } from '../lib/dates';

/** The shared `auction-update` payload (packages/shared auctionUpdateEvent). */
export type AuctionUpdatePayload = AuctionUpdateEvent;

/** The /auction namespace with its typed events. */
export type AuctionNamespace = Namespace<ClientToServerEvents, ServerToClientEvents>;

export type AuctionEvents = {
  /** Queues an update; the trailing emit of a burst carries the latest payload. */
  emitAuctionUpdate(auctionId: number, payload: AuctionUpdatePayload): void;
  /** Sends pending updates now and stops every timer (shutdown). */
  flush(): void;
};

/** The auction fields an `auction-update` carries, as its row holds them. */
type AuctionState = Pick<AuctionUpdateEvent, 'status' | 'maxBiddingPrice' | 'bidderCount'> & {
  id: number;
  endDate: Date | null;
};

/** Sends the auction's state as it now stands to its room, with the reason it changed. */
export function emitAuctionState(
  events: Pick<AuctionEvents, 'emitAuctionUpdate'>,
  auction: AuctionState,
  reason: AuctionUpdateEvent['reason'],
): void {
  events.emitAuctionUpdate(auction.id, {
    auctionId: auction.id,
    status: auction.status,
    maxBiddingPrice: auction.maxBiddingPrice,
    bidderCount: auction.bidderCount,
    endDate: toIso(auction.endDate),
    reason,
  });
}

export function auctionRoom(auctionId: number): string {
  return `auction:${auctionId}`;
}

type Slot = { lastEmitAt: number; timer: NodeJS.Timeout | null; pending: AuctionUpdatePayload | null };

type Emitter = Pick<AuctionNamespace, 'to'>;

export function createAuctionEvents(
  namespace: Emitter,
  options: { maxPerSecond?: number; now?: () => number } = {},
): AuctionEvents {
  const interval = Math.ceil(1000 / (options.maxPerSecond ?? AUCTION_UPDATE_MAX_PER_SECOND));
  const now = options.now ?? Date.now;
  const slots = new Map<number, Slot>();

  const send = (auctionId: number, slot: Slot, payload: AuctionUpdatePayload) => {
    slot.lastEmitAt = now();
    slot.pending = null;
    namespace.to(auctionRoom(auctionId)).emit(SOCKET_EVENT_AUCTION_UPDATE, { ...payload, auctionId });
  };

  const fire = (auctionId: number) => {
    const slot = slots.get(auctionId);
    if (!slot) {
      return;
    }
    slot.timer = null;
    if (slot.pending) {
      send(auctionId, slot, slot.pending);
    }
    // Forget quiet auctions so the map does not grow with every auction ever updated.
    else {
      slots.delete(auctionId);
    }
  };

  return {
    emitAuctionUpdate(auctionId, payload) {
      let slot = slots.get(auctionId);
      if (!slot) {
        slot = { lastEmitAt: -Infinity, timer: null, pending: null };
        slots.set(auctionId, slot);
      }
      const elapsed = now() - slot.lastEmitAt;
      if (slot.timer === null && elapsed >= interval) {
        send(auctionId, slot, payload);
        slot.timer = setTimeout(() => fire(auctionId), interval);
        slot.timer.unref();
        return;
      }
      slot.pending = payload;
      if (slot.timer === null) {
        slot.timer = setTimeout(() => fire(auctionId), Math.max(0, interval - elapsed));
        slot.timer.unref();
      }
    },
    flush() {
      for (const [auctionId, slot] of slots) {
        if (slot.timer) {
          clearTimeout(slot.timer);
        }
        slot.timer = null;
        if (slot.pending) {
          send(auctionId, slot, slot.pending);
        }
      }
      slots.clear();
    },
  };
}
