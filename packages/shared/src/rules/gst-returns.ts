import type { Paise } from './money.ts';

/**
 * GSTR-1 and GSTR-3B figures of a period from the shop's own documents: the tax invoices dated in it
 * and the credit notes dated in it, line by line as they were drawn (docs/decisions/0031-gst-report-shapes.md).
 * Everything stays in paise and is only added up, so every table reconciles to the paisa with the
 * documents it came from.
 */

/** B2C large: an inter-state invoice to an unregistered buyer whose value is above ₹1,00,000. */
export const B2CL_LIMIT_PAISE = 1_00_000_00;

export interface GstDocumentLine {
  hsnCode: string;
  description: string;
  /** Goods carry their count; services (shipping, the COD fee) carry 0, as the HSN summary wants. */
  quantity: number;
  gstRateBp: number;
  amountPaise: Paise;
  taxablePaise: Paise;
  igstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

interface GstDocumentBase {
  number: string;
  /** India day, `YYYY-MM-DD`. */
  date: string;
  buyerGstin: string | null;
  buyerName: string;
  /** The state delivered to, its two-digit code ('29') and name. */
  placeOfSupplyCode: string;
  placeOfSupplyName: string;
  intraState: boolean;
  totalPaise: Paise;
  lines: GstDocumentLine[];
}

export interface GstInvoice extends GstDocumentBase {
  /** Cancelled before anything was supplied or credited: counted in the document summary only. */
  cancelled: boolean;
}

export interface GstCreditNote extends GstDocumentBase {
  invoiceNumber: string;
  invoiceDate: string;
  /** The invoice's value, which decides whether it was B2C large. */
  invoiceTotalPaise: Paise;
}

export interface TaxTotals {
  taxablePaise: Paise;
  igstPaise: Paise;
  cgstPaise: Paise;
  sgstPaise: Paise;
}

/** One rate of one document (B2B, B2CL, CDNR, CDNUR rows). */
export interface DocumentRateRow extends TaxTotals {
  number: string;
  date: string;
  buyerGstin: string | null;
  buyerName: string;
  placeOfSupply: string;
  intraState: boolean;
  valuePaise: Paise;
  gstRateBp: number;
  /** Credit notes: the invoice they amend. */
  invoiceNumber?: string;
  invoiceDate?: string;
}

export interface B2csRow extends TaxTotals {
  placeOfSupply: string;
  intraState: boolean;
  gstRateBp: number;
}

export interface HsnRow extends TaxTotals {
  hsnCode: string;
  description: string;
  uqc: string;
  quantity: number;
  gstRateBp: number;
  valuePaise: Paise;
}

export interface DocumentSeriesRow {
  nature: 'Invoices for outward supply' | 'Credit Note';
  from: string;
  to: string;
  total: number;
  cancelled: number;
}

export interface Gstr3bRow extends TaxTotals {
  nature: string;
}

export interface GstReturns {
  b2b: DocumentRateRow[];
  b2cl: DocumentRateRow[];
  b2cs: B2csRow[];
  cdnr: DocumentRateRow[];
  cdnur: DocumentRateRow[];
  hsn: HsnRow[];
  docs: DocumentSeriesRow[];
  gstr3b: Gstr3bRow[];
}

const zero = (): TaxTotals => ({ taxablePaise: 0, igstPaise: 0, cgstPaise: 0, sgstPaise: 0 });

function add(into: TaxTotals, from: TaxTotals, sign: 1 | -1 = 1): void {
  into.taxablePaise += sign * from.taxablePaise;
  into.igstPaise += sign * from.igstPaise;
  into.cgstPaise += sign * from.cgstPaise;
  into.sgstPaise += sign * from.sgstPaise;
}

/** The totals of a list of rows (the screen's totals, and the tests' reconciliation). */
export function sumTaxTotals(rows: TaxTotals[]): TaxTotals {
  const total = zero();
  for (const row of rows) add(total, row);
  return total;
}

const placeOf = (doc: GstDocumentBase) => `${doc.placeOfSupplyCode}-${doc.placeOfSupplyName}`;

/** A document's lines added up per GST rate, lowest rate first. */
function byRate(doc: GstDocumentBase): (TaxTotals & { gstRateBp: number })[] {
  const rates = new Map<number, TaxTotals & { gstRateBp: number }>();
  for (const line of doc.lines) {
    const row = rates.get(line.gstRateBp) ?? { gstRateBp: line.gstRateBp, ...zero() };
    add(row, line);
    rates.set(line.gstRateBp, row);
  }
  return [...rates.values()].sort((a, b) => a.gstRateBp - b.gstRateBp);
}

function documentRows(doc: GstDocumentBase, extra: Partial<DocumentRateRow> = {}): DocumentRateRow[] {
  return byRate(doc).map((rate) => ({
    number: doc.number,
    date: doc.date,
    buyerGstin: doc.buyerGstin,
    buyerName: doc.buyerName,
    placeOfSupply: placeOf(doc),
    intraState: doc.intraState,
    valuePaise: doc.totalPaise,
    ...rate,
    ...extra,
  }));
}

/** B2C large: unregistered, inter-state, value above the limit. */
const isLarge = (doc: { buyerGstin: string | null; intraState: boolean }, valuePaise: Paise) =>
  !doc.buyerGstin && !doc.intraState && valuePaise > B2CL_LIMIT_PAISE;

/** The series of a document number: everything before its last '/' ('INV/2026-27/'). */
const seriesOf = (number: string) => number.slice(0, number.lastIndexOf('/') + 1);

function documentSeries(
  nature: DocumentSeriesRow['nature'],
  docs: { number: string; cancelled?: boolean }[],
): DocumentSeriesRow[] {
  const series = new Map<string, { number: string; cancelled?: boolean }[]>();
  for (const doc of docs)
    series.set(seriesOf(doc.number), [...(series.get(seriesOf(doc.number)) ?? []), doc]);
  return [...series.keys()].sort().map((key) => {
    const numbers = series
      .get(key)!
      .map((doc) => doc.number)
      .sort();
    return {
      nature,
      from: numbers[0]!,
      to: numbers.at(-1)!,
      total: numbers.length,
      cancelled: series.get(key)!.filter((doc) => doc.cancelled).length,
    };
  });
}

const isZero = (row: TaxTotals) =>
  row.taxablePaise === 0 && row.igstPaise === 0 && row.cgstPaise === 0 && row.sgstPaise === 0;

/**
 * The tables of GSTR-1 (B2B, B2CL, B2CS, CDNR, CDNUR, HSN summary, documents issued) and GSTR-3B's
 * table 3.1 for the invoices and credit notes of a period. Credit notes against B2C small invoices
 * are netted in B2CS, as the portal requires (CDNUR takes only those against B2C large invoices);
 * the HSN summary and table 3.1 are net of every credit note.
 */
export function buildGstReturns(invoices: GstInvoice[], creditNotes: GstCreditNote[]): GstReturns {
  const issued = invoices.filter((invoice) => !invoice.cancelled);
  const b2cs = new Map<string, B2csRow>();
  const toB2cs = (doc: GstDocumentBase, sign: 1 | -1) => {
    for (const rate of byRate(doc)) {
      const key = `${doc.placeOfSupplyCode}|${rate.gstRateBp}`;
      const row = b2cs.get(key) ?? {
        placeOfSupply: placeOf(doc),
        intraState: doc.intraState,
        gstRateBp: rate.gstRateBp,
        ...zero(),
      };
      add(row, rate, sign);
      b2cs.set(key, row);
    }
  };
  const b2b: DocumentRateRow[] = [];
  const b2cl: DocumentRateRow[] = [];
  for (const invoice of issued) {
    if (invoice.buyerGstin) b2b.push(...documentRows(invoice));
    else if (isLarge(invoice, invoice.totalPaise)) b2cl.push(...documentRows(invoice));
    else toB2cs(invoice, 1);
  }
  const cdnr: DocumentRateRow[] = [];
  const cdnur: DocumentRateRow[] = [];
  for (const note of creditNotes) {
    const amends = { invoiceNumber: note.invoiceNumber, invoiceDate: note.invoiceDate };
    if (note.buyerGstin) cdnr.push(...documentRows(note, amends));
    else if (isLarge(note, note.invoiceTotalPaise)) cdnur.push(...documentRows(note, amends));
    else toB2cs(note, -1);
  }

  const hsn = new Map<string, HsnRow>();
  const toHsn = (line: GstDocumentLine, sign: 1 | -1) => {
    const key = `${line.hsnCode}|${line.gstRateBp}`;
    const row = hsn.get(key) ?? {
      hsnCode: line.hsnCode,
      description: line.description,
      uqc: line.quantity > 0 ? 'NOS' : 'NA',
      quantity: 0,
      gstRateBp: line.gstRateBp,
      valuePaise: 0,
      ...zero(),
    };
    row.quantity += sign * line.quantity;
    row.valuePaise += sign * line.amountPaise;
    if (line.quantity > 0) row.uqc = 'NOS';
    add(row, line, sign);
    hsn.set(key, row);
  };
  for (const invoice of issued) for (const line of invoice.lines) toHsn(line, 1);
  for (const note of creditNotes) for (const line of note.lines) toHsn(line, -1);

  const taxed = zero();
  const nil = zero();
  for (const [docs, sign] of [
    [issued, 1],
    [creditNotes, -1],
  ] as const) {
    for (const doc of docs) for (const line of doc.lines) add(line.gstRateBp > 0 ? taxed : nil, line, sign);
  }

  return {
    b2b,
    b2cl,
    b2cs: [...b2cs.values()]
      .filter((row) => !isZero(row))
      .sort((a, b) => a.placeOfSupply.localeCompare(b.placeOfSupply) || a.gstRateBp - b.gstRateBp),
    cdnr,
    cdnur,
    hsn: [...hsn.values()]
      .filter((row) => !isZero(row) || row.quantity !== 0)
      .sort((a, b) => a.hsnCode.localeCompare(b.hsnCode) || a.gstRateBp - b.gstRateBp),
    docs: [
      ...documentSeries('Invoices for outward supply', invoices),
      ...documentSeries('Credit Note', creditNotes),
    ],
    gstr3b: [
      { nature: '(a) Outward taxable supplies (other than zero rated, nil rated and exempted)', ...taxed },
      { nature: '(b) Outward taxable supplies (zero rated)', ...zero() },
      { nature: '(c) Other outward supplies (nil rated, exempted)', ...nil },
      { nature: '(d) Inward supplies (liable to reverse charge)', ...zero() },
      { nature: '(e) Non-GST outward supplies', ...zero() },
    ],
  };
}
