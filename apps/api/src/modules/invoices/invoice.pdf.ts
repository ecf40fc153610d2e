import type { InvoiceData } from './invoice.data.ts';
import { type Column, money, percent, renderGstDocument, rs } from './pdf-layout.ts';

type Line = InvoiceData['lines'][number];

function columns(data: InvoiceData): Column<Line>[] {
  const tax: Column<Line>[] = data.intraState
    ? [
        { label: 'CGST', width: 44, align: 'right', value: (line) => money(line.cgstPaise) },
        { label: data.stateTaxLabel, width: 44, align: 'right', value: (line) => money(line.sgstPaise) },
      ]
    : [{ label: 'IGST', width: 88, align: 'right', value: (line) => money(line.igstPaise) }];
  return [
    { label: '#', width: 16, align: 'left', value: (line) => String(line.index) },
    { label: 'Description', width: 127, align: 'left', value: (line) => line.description },
    { label: 'HSN', width: 46, align: 'left', value: (line) => line.hsnCode },
    { label: 'Qty', width: 22, align: 'right', value: (line) => String(line.quantity) },
    { label: 'Rate', width: 46, align: 'right', value: (line) => money(line.unitPricePaise) },
    { label: 'Discount', width: 42, align: 'right', value: (line) => money(line.discountPaise) },
    { label: 'Taxable', width: 50, align: 'right', value: (line) => money(line.taxablePaise) },
    { label: 'GST', width: 28, align: 'right', value: (line) => percent(line.gstRateBp) },
    ...tax,
    { label: 'Amount', width: 50, align: 'right', value: (line) => money(line.amountPaise) },
  ];
}

/** Renders the GST tax invoice as an A4 PDF (the layout is pdf-layout.ts, shared with credit notes). */
export function renderInvoicePdf(data: InvoiceData): Promise<Buffer> {
  const t = data.totals;
  return renderGstDocument({
    title: 'TAX INVOICE',
    info: {
      Title: `Tax Invoice ${data.invoiceNumber}`,
      Author: data.seller.name,
      Subject: `Order ${data.orderRef}`,
    },
    seller: data.seller,
    facts: [
      `Invoice No: ${data.invoiceNumber}`,
      `Invoice Date: ${data.invoiceDate}`,
      `Order: ${data.orderRef} (${data.orderId})`,
      `Place of Supply: ${data.placeOfSupply}`,
      `Payment: ${data.payment}`,
      ...(data.promoCode ? [`Promo code: ${data.promoCode}`] : []),
    ],
    buyer: {
      heading: 'Bill to / Ship to',
      name: data.buyer.name,
      lines: [
        ...data.buyer.lines,
        `Phone: ${data.buyer.phone}   Email: ${data.buyer.email}`,
        ...(data.buyer.gstin ? [`Buyer GSTIN: ${data.buyer.gstin}`] : []),
      ],
    },
    columns: columns(data),
    rows: data.lines,
    totals: [
      ['Total before discount', rs(t.grossPaise)],
      ...(t.discountPaise
        ? [
            [`Promo discount${data.promoCode ? ` (${data.promoCode})` : ''}`, `- ${rs(t.discountPaise)}`] as [
              string,
              string,
            ],
          ]
        : []),
      ['Taxable value', rs(t.taxablePaise)],
      ...(data.intraState
        ? ([
            ['CGST', rs(t.cgstPaise)],
            [data.stateTaxLabel, rs(t.sgstPaise)],
          ] as [string, string][])
        : ([['IGST', rs(t.igstPaise)]] as [string, string][])),
      // Shipping charged is a line above, taxed with the goods.
      ...(t.shippingPaise ? [] : ([['Shipping', 'Free']] as [string, string][])),
      ['Total (GST included)', rs(t.totalPaise)],
    ],
    boldTotal: 'Total (GST included)',
    words: `Amount in words: ${data.amountInWords}`,
    smallPrint:
      'Prices include GST. This is a computer-generated invoice and needs no signature. ' +
      'Whether tax is payable under reverse charge: No.',
  });
}
