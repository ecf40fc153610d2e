import { csvField } from './csv.ts';
import type { DocumentRateRow, GstReturns, TaxTotals } from './gst-returns.ts';
import { addIndiaDays } from './india-time.ts';

/**
 * The GST returns as files: one CSV per table with the column names of the GST offline tool's
 * templates, and the offline tool's GSTR-1 JSON (docs/decisions/0031-gst-report-shapes.md). Amounts
 * are rupees with two decimals, written from the paise the tables hold, never recomputed.
 */

export const gstTables = ['b2b', 'b2cl', 'b2cs', 'cdnr', 'cdnur', 'hsn', 'docs', '3b'] as const;
export type GstTable = (typeof gstTables)[number];

type Cell = string | { paise: number } | number;

const rupees = (paise: number) => (paise / 100).toFixed(2);
const rate = (bp: number) => String(bp / 100);
const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** `2026-11-05` → `05-Nov-2026`, the templates' date. */
const csvDate = (day: string) =>
  `${day.slice(8, 10)}-${months[Number(day.slice(5, 7)) - 1]}-${day.slice(0, 4)}`;
/** `2026-11-05` → `05-11-2026`, the JSON's date. */
const jsonDate = (day: string) => `${day.slice(8, 10)}-${day.slice(5, 7)}-${day.slice(0, 4)}`;

const headers: Record<GstTable, string[]> = {
  b2b: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Reverse Charge',
    'Applicable % of Tax Rate',
    'Invoice Type',
    'E-Commerce GSTIN',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  b2cl: [
    'Invoice Number',
    'Invoice date',
    'Invoice Value',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  b2cs: [
    'Type',
    'Place Of Supply',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
    'E-Commerce GSTIN',
  ],
  cdnr: [
    'GSTIN/UIN of Recipient',
    'Receiver Name',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Reverse Charge',
    'Note Supply Type',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  cdnur: [
    'UR Type',
    'Note Number',
    'Note Date',
    'Note Type',
    'Place Of Supply',
    'Note Value',
    'Applicable % of Tax Rate',
    'Rate',
    'Taxable Value',
    'Cess Amount',
  ],
  hsn: [
    'HSN',
    'Description',
    'UQC',
    'Total Quantity',
    'Total Value',
    'Rate',
    'Taxable Value',
    'Integrated Tax Amount',
    'Central Tax Amount',
    'State/UT Tax Amount',
    'Cess Amount',
  ],
  docs: ['Nature of Document', 'Sr. No. From', 'Sr. No. To', 'Total Number', 'Cancelled'],
  '3b': [
    'Nature of Supplies',
    'Total Taxable Value',
    'Integrated Tax',
    'Central Tax',
    'State/UT Tax',
    'Cess',
  ],
};

const money = (paise: number) => ({ paise });

function rowsOf(returns: GstReturns, table: GstTable): Cell[][] {
  switch (table) {
    case 'b2b':
      return returns.b2b.map((row) => [
        row.buyerGstin ?? '',
        row.buyerName,
        row.number,
        csvDate(row.date),
        money(row.valuePaise),
        row.placeOfSupply,
        'N',
        '',
        'Regular B2B',
        '',
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(0),
      ]);
    case 'b2cl':
      return returns.b2cl.map((row) => [
        row.number,
        csvDate(row.date),
        money(row.valuePaise),
        row.placeOfSupply,
        '',
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(0),
        '',
      ]);
    case 'b2cs':
      return returns.b2cs.map((row) => [
        'OE',
        row.placeOfSupply,
        '',
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(0),
        '',
      ]);
    case 'cdnr':
      return returns.cdnr.map((row) => [
        row.buyerGstin ?? '',
        row.buyerName,
        row.number,
        csvDate(row.date),
        'C',
        row.placeOfSupply,
        'N',
        'Regular B2B',
        money(row.valuePaise),
        '',
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(0),
      ]);
    case 'cdnur':
      return returns.cdnur.map((row) => [
        'B2CL',
        row.number,
        csvDate(row.date),
        'C',
        row.placeOfSupply,
        money(row.valuePaise),
        '',
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(0),
      ]);
    case 'hsn':
      return returns.hsn.map((row) => [
        row.hsnCode,
        row.description,
        row.uqc === 'NOS' ? 'NOS-NUMBERS' : 'NA',
        row.quantity,
        money(row.valuePaise),
        rate(row.gstRateBp),
        money(row.taxablePaise),
        money(row.igstPaise),
        money(row.cgstPaise),
        money(row.sgstPaise),
        money(0),
      ]);
    case 'docs':
      return returns.docs.map((row) => [row.nature, row.from, row.to, row.total, row.cancelled]);
    case '3b':
      return returns.gstr3b.map((row) => [
        row.nature,
        money(row.taxablePaise),
        money(row.igstPaise),
        money(row.cgstPaise),
        money(row.sgstPaise),
        money(0),
      ]);
  }
}

/**
 * One table as CSV, CRLF line ends. Text goes through csvField (quoting, no spreadsheet formulas);
 * amounts are written as numbers, so a net negative B2CS figure stays a number.
 */
export function gstTableCsv(returns: GstReturns, table: GstTable): string {
  const cell = (value: Cell) =>
    typeof value === 'string'
      ? csvField(value)
      : typeof value === 'number'
        ? String(value)
        : rupees(value.paise);
  const lines = [
    headers[table].map(csvField).join(','),
    ...rowsOf(returns, table).map((row) => row.map(cell).join(',')),
  ];
  return `${lines.join('\r\n')}\r\n`;
}

/** The CSV's download name: `gstr1-b2b-2026-11-01-to-2026-11-30.csv`. */
export function gstTableFilename(table: GstTable, from: string, to: string): string {
  return `${table === '3b' ? 'gstr3b-3.1' : `gstr1-${table}`}-${from}-to-${to}.csv`;
}

const amount = (paise: number) => Math.round(paise) / 100;
const item = (row: TaxTotals & { gstRateBp: number }, inter: boolean) => ({
  num: Math.round(row.gstRateBp) + 1,
  itm_det: {
    rt: row.gstRateBp / 100,
    txval: amount(row.taxablePaise),
    ...(inter
      ? { iamt: amount(row.igstPaise) }
      : { camt: amount(row.cgstPaise), samt: amount(row.sgstPaise) }),
    csamt: 0,
  },
});
const posCode = (placeOfSupply: string) => placeOfSupply.slice(0, 2);

/** Rows of one document (one per rate) grouped back into that document, in the order they came. */
function byDocument(rows: DocumentRateRow[]): DocumentRateRow[][] {
  const documents = new Map<string, DocumentRateRow[]>();
  for (const row of rows) documents.set(row.number, [...(documents.get(row.number) ?? []), row]);
  return [...documents.values()];
}

function byBuyer(rows: DocumentRateRow[]): [string, DocumentRateRow[]][] {
  const buyers = new Map<string, DocumentRateRow[]>();
  for (const row of rows) buyers.set(row.buyerGstin!, [...(buyers.get(row.buyerGstin!) ?? []), row]);
  return [...buyers.entries()];
}

const isInter = (row: DocumentRateRow) => !row.intraState;

/**
 * The return period (MMYYYY) a GSTR-1 for `from`..`to` is filed for: a whole month, or a whole quarter
 * (April–June, July–September, October–December, January–March) for a shop on quarterly returns, whose
 * period is the quarter's last month. Null for any other range, which no return covers.
 */
export function gstReturnPeriod(from: string, to: string): string | null {
  const first = /^(\d{4})-(\d{2})-01$/.exec(from);
  const monthEnd = addIndiaDays(`${addIndiaDays(`${to.slice(0, 7)}-01`, 31).slice(0, 7)}-01`, -1);
  if (!first || to !== monthEnd) return null;
  const [, year, month] = first;
  const months = (Number(to.slice(0, 4)) - Number(year)) * 12 + Number(to.slice(5, 7)) - Number(month);
  const quarterStart = (Number(month) - 1) % 3 === 0;
  if (months !== 0 && !(months === 2 && quarterStart)) return null;
  return `${to.slice(5, 7)}${to.slice(0, 4)}`;
}

/**
 * GSTR-1 of a return period as the GST offline tool's JSON; `fp` is the period (`gstReturnPeriod`).
 */
export function gstr1Json(returns: GstReturns, sellerGstin: string, fp: string) {
  return {
    gstin: sellerGstin,
    fp,
    b2b: byBuyer(returns.b2b).map(([ctin, rows]) => ({
      ctin,
      inv: byDocument(rows).map((invoice) => ({
        inum: invoice[0]!.number,
        idt: jsonDate(invoice[0]!.date),
        val: amount(invoice[0]!.valuePaise),
        pos: posCode(invoice[0]!.placeOfSupply),
        rchrg: 'N',
        inv_typ: 'R',
        itms: invoice.map((row) => item(row, isInter(row))),
      })),
    })),
    b2cl: [...new Set(returns.b2cl.map((row) => posCode(row.placeOfSupply)))].map((pos) => ({
      pos,
      inv: byDocument(returns.b2cl.filter((row) => posCode(row.placeOfSupply) === pos)).map((invoice) => ({
        inum: invoice[0]!.number,
        idt: jsonDate(invoice[0]!.date),
        val: amount(invoice[0]!.valuePaise),
        itms: invoice.map((row) => item(row, true)),
      })),
    })),
    b2cs: returns.b2cs.map((row) => ({
      sply_ty: row.intraState ? 'INTRA' : 'INTER',
      pos: posCode(row.placeOfSupply),
      typ: 'OE',
      ...item(row, !row.intraState).itm_det,
    })),
    cdnr: byBuyer(returns.cdnr).map(([ctin, rows]) => ({
      ctin,
      nt: byDocument(rows).map((note) => ({
        ntty: 'C',
        nt_num: note[0]!.number,
        nt_dt: jsonDate(note[0]!.date),
        val: amount(note[0]!.valuePaise),
        pos: posCode(note[0]!.placeOfSupply),
        rchrg: 'N',
        inv_typ: 'R',
        itms: note.map((row) => item(row, isInter(row))),
      })),
    })),
    cdnur: byDocument(returns.cdnur).map((note) => ({
      typ: 'B2CL',
      ntty: 'C',
      nt_num: note[0]!.number,
      nt_dt: jsonDate(note[0]!.date),
      val: amount(note[0]!.valuePaise),
      pos: posCode(note[0]!.placeOfSupply),
      itms: note.map((row) => item(row, true)),
    })),
    hsn: {
      data: returns.hsn.map((row, index) => ({
        num: index + 1,
        hsn_sc: row.hsnCode,
        desc: row.description,
        uqc: row.uqc,
        qty: row.quantity,
        rt: row.gstRateBp / 100,
        val: amount(row.valuePaise),
        txval: amount(row.taxablePaise),
        iamt: amount(row.igstPaise),
        camt: amount(row.cgstPaise),
        samt: amount(row.sgstPaise),
        csamt: 0,
      })),
    },
    doc_issue: {
      doc_det: (['Invoices for outward supply', 'Credit Note'] as const)
        .map((nature, index) => ({
          doc_num: index === 0 ? 1 : 5,
          doc_typ: nature,
          docs: returns.docs
            .filter((row) => row.nature === nature)
            .map((row, n) => ({
              num: n + 1,
              from: row.from,
              to: row.to,
              totnum: row.total,
              cancel: row.cancelled,
              net_issue: row.total - row.cancelled,
            })),
        }))
        .filter((detail) => detail.docs.length > 0),
    },
  };
}
