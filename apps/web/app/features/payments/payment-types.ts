import type { PaymentVerification } from '@shop/shared';

/** How a payment window ended: paid (ids and signature to verify), failed, closed or cancelled. */
export type PaymentOutcome =
  | { kind: 'success'; response: PaymentVerification }
  /** `shown`: the shopper was already told (Razorpay reports each failed attempt as it happens). */
  | { kind: 'failed'; description?: string; shown?: boolean }
  | { kind: 'closed' }
  | { kind: 'cancelled' }
  | { kind: 'sdk-failed' };

/** The sandbox window reports back to the checkout with a postMessage of this shape. */
export const sandboxMessageType = 'shop:sandbox-payment';

export type SandboxReport =
  | { outcome: 'success'; response: PaymentVerification }
  | { outcome: 'failed'; description?: string }
  | { outcome: 'closed' }
  | { outcome: 'cancelled' };

export type SandboxMessage = { type: typeof sandboxMessageType; orderId: string } & SandboxReport;

/** The local payment window of an order (sandbox provider). */
export function sandboxWindowPath(orderId: string): string {
  return `/payment/sandbox/${encodeURIComponent(orderId)}`;
}

/** Reads a message from the sandbox window; anything else (another origin, another shape) is null. */
export function toOutcome(data: unknown, orderId: string): PaymentOutcome | null {
  if (!data || typeof data !== 'object') return null;
  const message = data as Partial<SandboxMessage> & { response?: PaymentVerification; description?: string };
  if (message.type !== sandboxMessageType || message.orderId !== orderId) return null;
  switch (message.outcome) {
    case 'success':
      return message.response ? { kind: 'success', response: message.response } : null;
    case 'failed':
      return { kind: 'failed', description: message.description };
    case 'closed':
      return { kind: 'closed' };
    case 'cancelled':
      return { kind: 'cancelled' };
    default:
      return null;
  }
}
