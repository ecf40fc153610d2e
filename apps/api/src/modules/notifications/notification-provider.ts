import type { OrderUpdateEvent } from '@shop/shared';

/** One order update as the worker hands it to a provider. */
export interface OutgoingUpdate {
  /** The outbox row's id: the message's idempotency key on our side (one row per order and event). */
  id: string;
  orderId: string;
  event: OrderUpdateEvent;
  channel: 'whatsapp' | 'sms';
  /** The 10-digit Indian mobile. */
  phone: string;
  template: string;
  variables: string[];
  body: string;
  createdAt: Date;
}

/**
 * What became of one call. `sent`: the provider took it (`ref` is its id, or the file written).
 * `retry`: it surely did not take it (a 5xx, a refused connection): send again later. `refused`: it
 * will never take it (a bad number, a template not approved): recorded, not retried. `unknown`: the
 * answer never came (a timeout), so the provider may have sent it: recorded and never sent again,
 * because neither MSG91 API takes an idempotency key (docs/decisions/0027).
 */
export type SendOutcome =
  | { status: 'sent'; ref: string }
  | { status: 'retry' | 'refused' | 'unknown'; reason: string };

/** Where order updates go: a folder by default, or MSG91 (docs/ARCHITECTURE.md, Order updates). */
export interface NotificationProvider {
  readonly kind: 'folder' | 'msg91';
  send(update: OutgoingUpdate): Promise<SendOutcome>;
}
