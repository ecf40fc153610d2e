import { formatDate, formatRupees, refundMessages, shortOrderId } from '@shop/shared';
import type { RefundRow } from '../../db/schema/refunds.ts';
import { type MailMessage, renderEmail } from '../mail/index.ts';

interface ShopInfo {
  shopName: string;
  supportEmail: string;
  supportPhone: string;
}

/** A refund's credit note as an e-mail names it; the mail worker renders the PDF when it sends. */
export interface CreditNoteRef {
  number: string;
  refundId: string;
}

function attachment(creditNote: CreditNoteRef | null) {
  return creditNote
    ? [
        {
          filename: `credit-note-${creditNote.number.replaceAll('/', '-')}.pdf`,
          contentType: 'application/pdf',
          render: { kind: 'credit-note' as const, id: creditNote.refundId },
        },
      ]
    : undefined;
}

/** Sent when a refund is started (through the provider): the amount, the date, the 5–7 working days. */
export function refundInitiatedEmail(
  to: string,
  refund: RefundRow,
  how: string,
  shop: ShopInfo,
  creditNote: CreditNoteRef | null,
): MailMessage {
  const ref = refund.orderId ? shortOrderId(refund.orderId) : null;
  const { html, text } = renderEmail({
    shopName: shop.shopName,
    heading: `${refundMessages.initiated(refund.amountPaise, refund.createdAt)}.`,
    paragraphs: [
      `We are refunding ${formatRupees(refund.amountPaise)}${ref ? ` for your order ${ref}` : ''} ${how}.`,
      `Reason: ${refund.reason}.`,
      ...(creditNote ? [`Your GST credit note ${creditNote.number} is attached.`] : []),
      `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone} (10 AM to 6 PM, Monday to Saturday).`,
    ],
  });
  return {
    to,
    subject: `Refund initiated: ${formatRupees(refund.amountPaise)}${ref ? ` for order ${ref}` : ''} – ${shop.shopName}`,
    text,
    html,
    attachments: attachment(creditNote),
  };
}

/** Sent when the refund is processed (by the provider, or recorded by hand). */
export function refundProcessedEmail(
  to: string,
  refund: RefundRow,
  how: string,
  shop: ShopInfo,
  creditNote: CreditNoteRef | null,
): MailMessage {
  const ref = refund.orderId ? shortOrderId(refund.orderId) : null;
  const processedAt = refund.processedAt ?? refund.updatedAt;
  const { html, text } = renderEmail({
    shopName: shop.shopName,
    heading: `${refundMessages.processed(processedAt)}: ${formatRupees(refund.amountPaise)}`,
    paragraphs: [
      `Your refund of ${formatRupees(refund.amountPaise)}${ref ? ` for order ${ref}` : ''} was sent ${how} on ${formatDate(processedAt)}.`,
      ...(refund.method === 'provider' ? ['Banks usually show it within 5–7 working days.'] : []),
      ...(creditNote ? [`Your GST credit note ${creditNote.number} is attached.`] : []),
      `Questions? Write to ${shop.supportEmail} or call ${shop.supportPhone}.`,
    ],
  });
  return {
    to,
    subject: `Refund processed: ${formatRupees(refund.amountPaise)}${ref ? ` for order ${ref}` : ''} – ${shop.shopName}`,
    text,
    html,
    attachments: attachment(creditNote),
  };
}
