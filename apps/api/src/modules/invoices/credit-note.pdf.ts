import type { CreditNoteData } from './credit-note.data.ts';
import { type Column, money, percent, renderGstDocument, rs } from './pdf-layout.ts';

type Line = CreditNoteData['lines'][number];

function columns(data: CreditNoteData): Column<Line>[] {
  const { invoice } = data;
  const tax: Column<Line>[] = invoice.intraState
    ? [
        { label: 'CGST', width: 55, align: 'right', value: (line) => money(line.cgstPaise) },
        { label: invoice.stateTaxLabel, width: 55, align: 'right', value: (line) => money(line.sgstPaise) },
      ]
    : [{ label: 'IGST', width: 110, align: 'right', value: (line) => money(line.igstPaise) }];
  return [
    { label: '#', width: 16, align: 'left', value: (line) => String(line.index) },
    { label: 'Description', width: 170, align: 'left', value: (line) => line.description },
    { label: 'HSN', width: 50, align: 'left', value: (line) => line.hsnCode },
    { label: 'Taxable', width: 60, align: 'right', value: (line) => money(line.taxablePaise) },
    { label: 'GST', width: 30, align: 'right', value: (line) => percent(line.gstRateBp) },
    ...tax,
    { label: 'Amount', width: 79, align: 'right', value: (line) => money(line.amountPaise) },
  ];
}

/** Renders a GST credit note in the invoice's layout (pdf-layout.ts). */
export function renderCreditNotePdf(data: CreditNoteData): Promise<Buffer> {
  const { invoice, totals: t } = data;
  return renderGstDocument({
    title: 'CREDIT NOTE',
    info: {
      Title: `Credit Note ${data.number}`,
      Author: invoice.seller.name,
      Subject: `Refund against invoice ${invoice.invoiceNumber}`,
    },
    seller: invoice.seller,
    facts: [
      `Credit Note No: ${data.number}`,
      `Credit Note Date: ${data.date}`,
      `Original Invoice No: ${invoice.invoiceNumber}`,
      `Original Invoice Date: ${invoice.invoiceDate}`,
      `Order: ${invoice.orderRef} (${invoice.orderId})`,
      `Place of Supply: ${invoice.placeOfSupply}`,
      `Refund: ${data.refundMethod}`,
    ],
    buyer: {
      heading: 'Issued to',
      name: invoice.buyer.name,
      lines: [
        ...invoice.buyer.lines,
        `Phone: ${invoice.buyer.phone}   Email: ${invoice.buyer.email}`,
        ...(invoice.buyer.gstin ? [`Buyer GSTIN: ${invoice.buyer.gstin}`] : []),
        `Reason: ${data.reason}`,
      ],
    },
    columns: columns(data),
    rows: data.lines,
    totals: [
      ['Taxable value', rs(t.taxablePaise)],
      ...(invoice.intraState
        ? ([
            ['CGST', rs(t.cgstPaise)],
            [invoice.stateTaxLabel, rs(t.sgstPaise)],
          ] as [string, string][])
        : ([['IGST', rs(t.igstPaise)]] as [string, string][])),
      ['Total credit (GST included)', rs(t.totalPaise)],
    ],
    boldTotal: 'Total credit (GST included)',
    words: `Amount in words: ${data.amountInWords}`,
    smallPrint:
      'This credit note reduces the value and the GST of the invoice named above by the amounts shown. ' +
      'It is computer-generated and needs no signature.',
  });
}
