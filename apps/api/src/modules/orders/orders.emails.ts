import {
  formatDate,
  formatRupees,
  lineNameWithVariant,
  type OrderStatus,
  orderMessages,
  shortOrderId,
  statusLabel,
} from '@shop/shared';
import type { OrderRecord } from '../../db/schema/orders.ts';
import type { MailMessage } from '../mail/index.ts';
import { renderEmail } from '../mail/index.ts';

export interface ShopInfo {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
}

type OrderItemRecord = OrderRecord['items'][number];

/**
 * The order's lines, one paragraph each: a line bought alone at its total, and a bundle (docs/PRODUCT.md,
 * Bundles) as one line at its price × how many (a promotion's share shows in the totals, as for a line
 * bought alone) followed by what one bundle holds.
 */
function itemLines(record: OrderRecord): string[] {
  const groups: OrderItemRecord[][] = [];
  for (const item of record.items) {
    const last = groups.at(-1)?.[0];
    const sameBundle =
      last?.bundleName != null &&
      last.bundleName === item.bundleName &&
      last.bundleId === item.bundleId &&
      last.bundleQuantity === item.bundleQuantity;
    if (sameBundle) groups.at(-1)!.push(item);
    else groups.push([item]);
  }
  return groups.flatMap((items) => {
    const [first] = items as [OrderItemRecord, ...OrderItemRecord[]];
    if (first.bundleName === null) {
      return items.map(
        (item) =>
          `${item.quantity} × ${item.name} (${item.brand}): ${formatRupees(item.unitPricePaise * item.quantity)}`,
      );
    }
    const bundles = Math.max(1, first.bundleQuantity ?? 1);
    const totalPaise = (first.bundleUnitPaise ?? 0) * bundles;
    const parts = items.map(
      (item) => `${item.quantity / bundles} × ${lineNameWithVariant(item.name, item.variantLabel)}`,
    );
    return [
      `${first.bundleName} × ${bundles}: ${formatRupees(totalPaise)}`,
      `${bundles === 1 ? 'It holds' : 'Each holds'}: ${parts.join(', ')}.`,
    ];
  });
}

function addressLine(record: OrderRecord): string {
  const { order } = record;
  return `${order.shipName}, ${order.shipAddress}, ${order.shipCity}, ${order.shipState} ${order.shipPincode}, ${order.shipCountry}. Phone ${order.shipPhone}.`;
}

/** Shipping (or 'free') and the Cash on Delivery fee, as the order charged them. */
function chargeLines(record: OrderRecord): string[] {
  const { order } = record;
  return [
    `Shipping: ${order.shippingPaise ? formatRupees(order.shippingPaise) : 'free'}.`,
    ...(order.codFeePaise ? [`Cash on Delivery fee: ${formatRupees(order.codFeePaise)}.`] : []),
  ];
}

/** The confirmation of a new order, with its GST invoice attached (rendered by the mail worker). */
export function confirmationEmail(record: OrderRecord, shop: ShopInfo): MailMessage {
  const { order } = record;
  const ref = shortOrderId(order.id);
  const total = formatRupees(order.totalPaise);
  // Each promotion by its name; orders placed before promotions kept only the code and its discount.
  const discount = order.promotions.length
    ? order.promotions.map(
        ({ code, name, discountPaise }) =>
          `${code ? `Promo code ${code}` : name} saved you ${formatRupees(discountPaise)}.`,
      )
    : order.promoDiscountPaise
      ? [`Promo code ${order.promoCode} saved you ${formatRupees(order.promoDiscountPaise)}.`]
      : [];
  const payment =
    order.paymentMethod === 'cod'
      ? order.totalPaise > 0
        ? `Payment: Cash on Delivery. Please keep ${total} ready when your order arrives.`
        : 'Payment: nothing to pay.'
      : `Payment: paid online (${order.razorpayPaymentId ?? 'payment received'}).`;
  const { html, text } = renderEmail({
    shopName: shop.shopName,
    heading: `Thank you, ${order.shipName}! Your order ${ref} is confirmed.`,
    paragraphs: [
      `Order ${ref}, placed on ${formatDate(order.createdAt)}.`,
      ...itemLines(record),
      ...discount,
      ...chargeLines(record),
      `Total: ${total}.`,
      payment,
      `We will deliver to: ${addressLine(record)}`,
      'We process orders within 24 hours; delivery takes 3–5 business days.',
      `Your GST invoice ${order.invoiceNumber} is attached.`,
      `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone} (10 AM to 6 PM, Monday to Saturday).`,
    ],
  });
  return {
    to: order.shipEmail,
    subject: `Order ${ref} confirmed – ${shop.shopName}`,
    text,
    html,
    attachments: [
      {
        filename: `invoice-${(order.invoiceNumber ?? ref).replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        render: { kind: 'invoice', id: order.id },
      },
    ],
  };
}

const statusSentences: Record<OrderStatus, string> = {
  pending: 'We have received your order.',
  processing: 'We are preparing your order for dispatch.',
  shipped: 'Your order is on its way. Delivery usually takes 3–5 business days.',
  delivered:
    'Your order has been delivered. If anything is wrong with it, you can ask for a replacement or return within 48 hours.',
  cancelled: orderMessages.cancelled,
  return_requested: orderMessages.returnRequested,
  returned: 'We have received the returned items.',
};

/** One message at each status change. */
export function statusEmail(
  record: OrderRecord,
  to: OrderStatus,
  shop: ShopInfo,
  note: string | null,
): MailMessage {
  const { order } = record;
  const ref = shortOrderId(order.id);
  const refund = order.paymentStatus === 'refund_pending' ? [orderMessages.refundNote] : [];
  const { html, text } = renderEmail({
    shopName: shop.shopName,
    heading: `Your order ${ref} is now ${statusLabel(to)}`,
    paragraphs: [
      statusSentences[to],
      ...(note ? [`Note: ${note}`] : []),
      ...refund,
      ...itemLines(record),
      `Total: ${formatRupees(order.totalPaise)}.`,
      `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone}.`,
    ],
  });
  return { to: order.shipEmail, subject: `Order ${ref}: ${statusLabel(to)} – ${shop.shopName}`, text, html };
}

/** Told to a shopper whose payment went through but whose order could not be placed. */
export function refundNeededEmail(
  to: string,
  amountPaise: number,
  paymentId: string,
  message: string,
  shop: ShopInfo,
): MailMessage {
  const { html, text } = renderEmail({
    shopName: shop.shopName,
    heading: 'Your order could not be placed',
    paragraphs: [
      message,
      `Amount: ${formatRupees(amountPaise)}. Payment reference: ${paymentId}.`,
      `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone}.`,
    ],
  });
  return { to, subject: `Your payment will be refunded – ${shop.shopName}`, text, html };
}
