import type { Tx } from '../../db/client.ts';

/** A refund event of the provider's webhook (refund.processed, refund.failed), read defensively. */
export interface RefundEvent {
  status: 'processed' | 'failed';
  providerRefundId: string;
  paymentId: string;
  /** Our refund's id, which every refund call carries in its notes. */
  refundId: string | null;
  failureReason: string | null;
}

/**
 * What payments asks of refunds: refund a captured payment that could not become an order, and apply
 * the provider's refund webhooks. Handed in by app.ts, so payments imports no file of refunds.
 */
export interface PaymentRefunds {
  startForAttempt(tx: Tx, attemptId: string): Promise<void>;
  /** Answers whether the event changed anything (a replay changes nothing). */
  applyEvent(event: RefundEvent): Promise<boolean>;
  kick(): void;
}
