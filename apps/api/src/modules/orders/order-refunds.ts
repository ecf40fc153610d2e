import type { Tx } from '../../db/client.ts';

/**
 * What orders asks of refunds when a paid order is cancelled or returned: handed in by the
 * composition root (app.ts), so orders imports no file of the refunds module (which reads orders).
 */
export interface OrderRefunds {
  /**
   * Inside the status change's transaction, the order row locked: a provider refund of what remains
   * refundable of an order paid online (none for Cash on Delivery: the owner refunds those by hand).
   * Answers whether one was started.
   */
  startForOrder(
    tx: Tx,
    orderId: string,
    actor: { userId: string | null; role: 'customer' | 'admin' | 'system' },
    reason: string,
  ): Promise<boolean>;
  /** After the commit: the refund worker and the mail worker catch up. */
  kick(): void;
}
