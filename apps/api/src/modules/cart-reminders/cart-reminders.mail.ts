import { formatRupees } from '@shop/shared';
import type { MailMessage } from '../mail/index.ts';
import { renderEmail } from '../mail/index.ts';

/** A cart line as the reminder shows it: the catalogue's price and stock now, not when it was added. */
export interface ReminderLine {
  name: string;
  quantity: number;
  unitPricePaise: number;
  stock: number;
}

export interface ReminderContent {
  shopName: string;
  to: string;
  firstName: string;
  step: 1 | 2;
  lines: ReminderLine[];
  cartUrl: string;
  unsubscribeUrl: string;
  headers: Record<string, string>;
  /** The second reminder's promo code (null: none). */
  promoCode: string | null;
}

/** What the shopper could buy of the cart now: sold-out lines count nothing, short ones what is left. */
export const cartValuePaise = (lines: ReminderLine[]) =>
  lines.reduce(
    (sum, line) => sum + line.unitPricePaise * Math.min(line.quantity, Math.max(line.stock, 0)),
    0,
  );

function describe(line: ReminderLine): string {
  const each = `${line.name} × ${line.quantity}: ${formatRupees(line.unitPricePaise)} each`;
  if (line.stock <= 0) return `${each} (out of stock)`;
  if (line.stock < line.quantity) return `${each} (only ${line.stock} left)`;
  return each;
}

/** The reminder e-mail (docs/PRODUCT.md §4.12): the lines, the way back to the cart, the opt-out. */
export function reminderMessage(content: ReminderContent): MailMessage {
  const { shopName, step, lines, promoCode } = content;
  const greeting = `Hi ${content.firstName || 'there'}, you left ${lines.length === 1 ? 'this' : 'these'} in your cart at ${shopName}:`;
  const offer = promoCode ? [`Use the code ${promoCode} at checkout for a discount on your order.`] : [];
  return {
    to: content.to,
    subject:
      step === 1
        ? `You left something in your cart at ${shopName}`
        : `Your cart at ${shopName} is still waiting${promoCode ? `: use code ${promoCode}` : ''}`,
    headers: content.headers,
    ...renderEmail({
      shopName,
      heading: step === 1 ? 'Your cart is waiting for you' : 'Still thinking it over?',
      paragraphs: [
        greeting,
        ...lines.map(describe),
        `Total of what is in stock now: ${formatRupees(cartValuePaise(lines))}`,
        ...offer,
        `Your cart is saved. Pick up where you left off: ${content.cartUrl}`,
        `Prefer no cart reminders? Unsubscribe: ${content.unsubscribeUrl}`,
      ],
      ...(promoCode ? { code: promoCode } : {}),
    }),
  };
}
