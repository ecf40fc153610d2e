/** Every state an order can be in (docs/PRODUCT.md §4 plus the return path of issue 4). */
export const orderStatuses = [
  'pending',
  'processing',
  'shipped',
  'delivered',
  'cancelled',
  'return_requested',
  'returned',
] as const;
export type OrderStatus = (typeof orderStatuses)[number];

const transitions: Record<OrderStatus, readonly OrderStatus[]> = {
  pending: ['processing', 'cancelled'],
  processing: ['shipped', 'cancelled'],
  shipped: ['delivered'],
  delivered: ['return_requested'],
  return_requested: ['returned'],
  cancelled: [],
  returned: [],
};

/** Whether an order may move from one status to another. */
export function canTransition(from: OrderStatus, to: OrderStatus): boolean {
  return transitions[from].includes(to);
}

/** The statuses reachable in one step from `from`. */
export function nextStatuses(from: OrderStatus): readonly OrderStatus[] {
  return transitions[from];
}

/** A shopper may cancel while nothing has left the warehouse. */
export function isCancellable(status: OrderStatus): boolean {
  return canTransition(status, 'cancelled');
}

/** Replacement and return claims are accepted within 48 hours of delivery (docs/PRODUCT.md §9). */
const RETURN_WINDOW_HOURS = 48;

export function isReturnable(status: OrderStatus, deliveredAt: Date | null, now: Date): boolean {
  if (status !== 'delivered' || !deliveredAt) return false;
  return now.getTime() - deliveredAt.getTime() <= RETURN_WINDOW_HOURS * 3600 * 1000;
}

export interface TrackerStep {
  label: string;
  complete: boolean;
}

/** The progress tracker of docs/PRODUCT.md §4: Order Placed, Processing, Shipped, Delivered, plus Cancelled. */
export function trackerSteps(status: string): TrackerStep[] {
  const s = status.toLowerCase();
  const steps: TrackerStep[] = [
    { label: 'Order Placed', complete: true },
    { label: 'Processing', complete: s !== 'pending' },
    {
      label: 'Shipped',
      complete: ['shipped', 'delivered', 'cancelled', 'return_requested', 'returned'].includes(s),
    },
    { label: 'Delivered', complete: ['delivered', 'return_requested', 'returned'].includes(s) },
  ];
  if (s === 'cancelled') steps.push({ label: 'Cancelled', complete: true });
  return steps;
}

export type BadgeColour = 'yellow' | 'blue' | 'green' | 'red' | 'grey';

/** Badge colours of docs/PRODUCT.md §4; the lookup lower-cases, and anything unknown is grey. */
export function statusColour(status: string): BadgeColour {
  switch (status.toLowerCase()) {
    case 'processing':
      return 'yellow';
    case 'shipped':
      return 'blue';
    case 'delivered':
      return 'green';
    case 'cancelled':
      return 'red';
    default:
      return 'grey';
  }
}

/** 'Return Requested' from 'return_requested'. */
export function statusLabel(status: string): string {
  return status
    .split('_')
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

/** The order reference people read: last 6 characters, upper case (docs/PRODUCT.md §9). */
export function shortOrderId(id: string): string {
  return id.slice(-6).toUpperCase();
}

/** Paid shows Paid, anything else Not Paid (docs/PRODUCT.md §4); a free order (a 100 % code) has Nothing to pay. */
export function paymentLabel(
  paymentStatus: string | null | undefined,
): 'Paid' | 'Not Paid' | 'Nothing to pay' {
  if (paymentStatus === 'not_required') return 'Nothing to pay';
  return paymentStatus === 'paid' ? 'Paid' : 'Not Paid';
}
