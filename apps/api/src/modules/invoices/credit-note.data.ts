import { amountInWords, creditNoteLines, formatDate } from '@shop/shared';
import type { OrderRecord } from '../../db/schema/orders.ts';
import { buildInvoice, type InvoiceData, type Seller } from './invoice.data.ts';

export interface CreditNoteInput {
  number: string;
  date: Date;
  amountPaise: number;
  reason: string;
  /** How the money goes back: 'Original payment method (Razorpay pay_…)', 'UPI (ref …)'. */
  refundMethod: string;
}

interface CreditNoteLine {
  index: number;
  kind: InvoiceData['lines'][number]['kind'];
  description: string;
  hsnCode: string;
  gstRateBp: number;
  amountPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

export interface CreditNoteData {
  number: string;
  date: string;
  reason: string;
  refundMethod: string;
  invoice: Pick<
    InvoiceData,
    | 'invoiceNumber'
    | 'invoiceDate'
    | 'orderId'
    | 'orderRef'
    | 'seller'
    | 'buyer'
    | 'placeOfSupply'
    | 'intraState'
    | 'stateTaxLabel'
  >;
  /** Only the lines the refund touches. */
  lines: CreditNoteLine[];
  totals: {
    taxablePaise: number;
    cgstPaise: number;
    sgstPaise: number;
    igstPaise: number;
    /** What the shipping and Cash on Delivery fee lines give back (already among the lines). */
    shippingPaise: number;
    codFeePaise: number;
    totalPaise: number;
  };
  amountInWords: string;
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/**
 * A GST credit note against an order's tax invoice: the refunded amount spread over the invoice's lines
 * (creditNoteLines in packages/shared) and split into taxable value and CGST+SGST or IGST exactly as the
 * invoice split them; it names the invoice's number and date. The invoice's shipping and Cash on
 * Delivery fee lines are lines like the goods, so a part refund gives back shipping in proportion to
 * the goods it gives back.
 */
export function buildCreditNote(record: OrderRecord, seller: Seller, input: CreditNoteInput): CreditNoteData {
  const invoice = buildInvoice(record, seller);
  const credit = creditNoteLines(invoice.lines, input.amountPaise, invoice.intraState);
  const lines = credit.lines
    .map((line, index) => ({
      index: line.index,
      kind: invoice.lines[index]!.kind,
      description: invoice.lines[index]!.description,
      hsnCode: invoice.lines[index]!.hsnCode,
      gstRateBp: invoice.lines[index]!.gstRateBp,
      amountPaise: line.amountPaise,
      taxablePaise: line.taxablePaise,
      cgstPaise: line.cgstPaise,
      sgstPaise: line.sgstPaise,
      igstPaise: line.igstPaise,
    }))
    .filter((line) => line.amountPaise > 0);
  const totals = {
    taxablePaise: sum(lines.map((line) => line.taxablePaise)),
    cgstPaise: sum(lines.map((line) => line.cgstPaise)),
    sgstPaise: sum(lines.map((line) => line.sgstPaise)),
    igstPaise: sum(lines.map((line) => line.igstPaise)),
    shippingPaise:
      credit.shippingPaise +
      sum(lines.filter((line) => line.kind === 'shipping').map((line) => line.amountPaise)),
    codFeePaise: sum(lines.filter((line) => line.kind === 'codFee').map((line) => line.amountPaise)),
    totalPaise: input.amountPaise,
  };
  return {
    number: input.number,
    date: formatDate(input.date),
    reason: input.reason,
    refundMethod: input.refundMethod,
    invoice,
    lines,
    totals,
    amountInWords: amountInWords(input.amountPaise),
  };
}
