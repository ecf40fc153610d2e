/** The invoices module's public entry: numbering, the invoice's and credit notes' figures, and their PDFs. */

export { buildCreditNote } from './credit-note.data.ts';
export { renderCreditNotePdf } from './credit-note.pdf.ts';
export { allocateCreditNoteNumber } from './credit-note-numbers.ts';
export { buildInvoice } from './invoice.data.ts';
export { renderInvoicePdf } from './invoice.pdf.ts';
export { invoiceNumberOf, type PendingInvoiceNumber, pendingInvoiceNumber } from './invoice-numbers.ts';
