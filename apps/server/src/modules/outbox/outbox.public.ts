// What other modules and the jobs use of the outbox: the delivery queue's pass (docs/domain.md "Message delivery").
export {
  deliverDueMessages,
  DELIVERY_BACKOFF_SECONDS,
  DELIVERY_MAX_ATTEMPTS,
  type DeliveryRunResult,
} from './outbox-delivery';
