import { formatRupees, type Paise } from './money.ts';
import { shortOrderId } from './order-status.ts';

/**
 * Order updates sent by WhatsApp or SMS (docs/PRODUCT.md, Order updates by WhatsApp or SMS): the
 * events, the channels a customer may choose, and each message's template. A provider sends a
 * template by name with its variables in order (WhatsApp templates and SMS flows are approved with
 * fixed text), so each event has one text per shape and the variables fill its blanks.
 */
export const orderUpdateEvents = ['placed', 'shipped', 'out_for_delivery', 'delivered'] as const;
export type OrderUpdateEvent = (typeof orderUpdateEvents)[number];

/** How a customer hears of their orders besides e-mail; `none` until they tick the box. */
export const updateChannels = ['none', 'whatsapp', 'sms'] as const;
export type UpdateChannel = (typeof updateChannels)[number];

export interface OrderUpdateFacts {
  shopName: string;
  customerName: string;
  orderId: string;
  totalPaise: Paise;
  /** What the courier collects at the door (Cash on Delivery), 0 when paid. */
  amountDuePaise: Paise;
  courier?: string | null;
  awb?: string | null;
  trackingUrl?: string | null;
}

export interface OrderUpdateMessage {
  /** The template's name, as approved with the provider. */
  template: OrderUpdateTemplate;
  /** The values of its blanks, in order. */
  variables: string[];
  /** The message as the customer reads it. */
  text: string;
}

/** Each template's text; `{1}`, `{2}`… are its variables in order. */
export const orderUpdateTemplates = {
  order_placed: 'Hi {1}, thank you for your order {2} of {3} at {4}. We will message you when it ships.',
  order_shipped: 'Hi {1}, your order {2} from {3} has shipped. Track it on your orders page.',
  order_shipped_awb: 'Hi {1}, your order {2} from {3} has shipped with {4}, AWB {5}. Track it: {6}',
  order_out_for_delivery: 'Hi {1}, your order {2} from {3} is out for delivery today. {4}',
  order_delivered: 'Hi {1}, your order {2} from {3} has been delivered. Thank you for shopping with us!',
} as const;
export type OrderUpdateTemplate = keyof typeof orderUpdateTemplates;

/**
 * A variable as providers take it: WhatsApp refuses new lines, tabs and runs of spaces in one, and an
 * SMS is paid by length, so whitespace is collapsed and a long value cut.
 */
function variable(value: string, max = 60): string {
  const flat = value.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
}

/** The first name is enough to greet someone, and keeps the message short. */
function greeting(name: string): string {
  return variable(name.trim().split(/\s+/)[0] || 'there', 30);
}

function fill(template: OrderUpdateTemplate, variables: string[]): OrderUpdateMessage {
  const text = orderUpdateTemplates[template].replace(
    /\{(\d)\}/g,
    (_, n: string) => variables[Number(n) - 1]!,
  );
  return { template, variables, text };
}

/** The message for one event of one order. */
export function orderUpdateMessage(event: OrderUpdateEvent, facts: OrderUpdateFacts): OrderUpdateMessage {
  const name = greeting(facts.customerName);
  const ref = shortOrderId(facts.orderId);
  const shop = variable(facts.shopName);
  switch (event) {
    case 'placed':
      return fill('order_placed', [name, ref, formatRupees(facts.totalPaise), shop]);
    case 'shipped': {
      const courier = facts.courier?.trim();
      const awb = facts.awb?.trim();
      if (!courier || !awb) return fill('order_shipped', [name, ref, shop]);
      const tracking = facts.trackingUrl?.trim() || 'on your orders page';
      return fill('order_shipped_awb', [
        name,
        ref,
        shop,
        variable(courier),
        variable(awb),
        variable(tracking, 200),
      ]);
    }
    case 'out_for_delivery':
      return fill('order_out_for_delivery', [
        name,
        ref,
        shop,
        facts.amountDuePaise > 0
          ? `Please keep ${formatRupees(facts.amountDuePaise)} ready (Cash on Delivery).`
          : 'It is paid: nothing to pay at the door.',
      ]);
    case 'delivered':
      return fill('order_delivered', [name, ref, shop]);
  }
}
