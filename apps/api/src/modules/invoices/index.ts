/** The invoices module's public entry: numbering, the invoice's figures, and its PDF. */

export { buildInvoice } from './invoice.data.ts';
export { renderInvoicePdf } from './invoice.pdf.ts';
export { allocateInvoiceNumber } from './invoice-numbers.ts';
