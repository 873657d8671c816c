// What a real provider does with one outbox message (docs/domain.md "Message delivery"): the delivery worker
// takes a QUEUED row and hands it to the transport of its channel; the answer decides the row's next state.
import type { notificationOutbox } from '../db/schema';

export type OutboxRow = typeof notificationOutbox.$inferSelect;
export type OutboxChannel = 'SMS' | 'ALIMTALK' | 'BANK' | 'RELAY';

export type DeliveryResult =
  /** The provider accepted the message: SENT, with its id for the message when it gives one. */
  | { kind: 'sent'; providerMessageId: string | null; answer: string }
  /** Timeout, 5xx, network error, rate limit: the worker tries again after its back-off. */
  | { kind: 'retry'; answer: string }
  /**
   * The provider refused it for good (bad number, template mismatch, bad account): FAILED with the reason.
   * `smsFallback`: an Alimtalk the messaging app refused (template, channel, not a KakaoTalk user) goes out
   * again as an SMS of the same text (docs/domain.md "Message delivery").
   */
  | { kind: 'refused'; answer: string; smsFallback?: boolean };

/** What the worker offers a transport during one try. */
export type DeliveryAttempt = {
  /**
   * Stores the provider's handle for this message on the row (provider_message_id) and commits it before the
   * transport goes on: a later try (after a timeout, or a kill -9 of this process) finds it and asks the
   * provider what became of the message instead of sending it again. Rejects when this worker's lease on the
   * row is lost: the transport must then stop without sending.
   */
  remember(handle: string): Promise<void>;
};

export type DeliveryTransport = {
  /** The provider's name, stored on the row ('solapi', 'toss', …). */
  readonly name: string;
  /** The longest one deliver() can take (its calls' timeouts); the worker's lease on a row outlasts it. */
  readonly maxTryMs?: number;
  /**
   * Delivers one message. Must not throw for a vendor's answer (map it to a result); a thrown error counts as
   * `retry`. The row's id is the idempotency key: a second call for the same row must not send twice where the
   * vendor offers a way to say so. `message.providerMessageId` is the handle an earlier try remembered.
   */
  deliver(message: OutboxRow, attempt?: DeliveryAttempt): Promise<DeliveryResult>;
};

/** The transports of the channels a real provider is configured for; a channel without one stays local. */
export type DeliveryTransports = Partial<Record<OutboxChannel, DeliveryTransport>>;
