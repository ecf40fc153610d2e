import {
  addIndiaDays,
  buildGstReturns,
  type GstCreditNote,
  type GstDocumentLine,
  type GstInvoice,
  type GstReportSummary,
  type GstReturns,
  type GstTable,
  gstStateCode,
  gstTables,
  gstTableTitles,
  indiaDay,
  indiaDayStart,
  sumTaxTotals,
  type TaxTotals,
} from '@shop/shared';
import { and, asc, gte, inArray, isNotNull, lt } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { type OrderRecord, orders } from '../../db/schema/orders.ts';
import { refunds } from '../../db/schema/refunds.ts';
import { buildCreditNote, buildInvoice } from '../invoices/index.ts';
import { loadOrderRecords, sellerOf } from '../orders/index.ts';

/** Orders are read in chunks, so a five-year report never sends one statement thousands of ids. */
const CHUNK = 500;

export interface GstPeriodDocuments {
  invoices: GstInvoice[];
  creditNotes: GstCreditNote[];
  returns: GstReturns;
}

/**
 * The GST returns of a period (docs/decisions/0031-gst-report-shapes.md): the invoices and credit notes
 * are drawn exactly as their PDFs are (buildInvoice, buildCreditNote), then handed to the pure
 * buildGstReturns, so a report and the documents the buyers hold can never disagree.
 */
export class GstReportsService {
  constructor(private readonly deps: { db: Db; config: Config }) {}

  async documents(from: string, to: string): Promise<GstPeriodDocuments> {
    const { db } = this.deps;
    const seller = sellerOf(this.deps.config);
    const start = indiaDayStart(from);
    const end = indiaDayStart(addIndiaDays(to, 1));
    const invoiced = await db
      .select({ id: orders.id })
      .from(orders)
      .where(
        and(isNotNull(orders.invoiceNumber), gte(orders.invoiceDate, start), lt(orders.invoiceDate, end)),
      )
      .orderBy(asc(orders.invoiceNumber));
    const notes = await db
      .select()
      .from(refunds)
      .where(
        and(isNotNull(refunds.creditNoteNumber), gte(refunds.createdAt, start), lt(refunds.createdAt, end)),
      )
      .orderBy(asc(refunds.creditNoteNumber));
    const records = await this.records([
      ...invoiced.map((row) => row.id),
      ...notes.map((row) => row.orderId!),
    ]);
    // An order is credited if it has any credit note at all, in this period or another.
    const credited = new Set<string>();
    for (const ids of chunks([...records.keys()])) {
      const rows = await db
        .select({ orderId: refunds.orderId })
        .from(refunds)
        .where(and(isNotNull(refunds.creditNoteNumber), inArray(refunds.orderId, ids)));
      for (const row of rows) credited.add(row.orderId!);
    }

    const invoices = invoiced.map(({ id }) => {
      const record = records.get(id)!;
      const invoice = buildInvoice(record, seller);
      return {
        ...party(record),
        number: invoice.invoiceNumber,
        date: indiaDay(record.order.invoiceDate!),
        intraState: invoice.intraState,
        totalPaise: invoice.totals.totalPaise,
        lines: invoice.lines.map((line) => documentLine(line, line.kind === 'goods' ? line.quantity : 0)),
        // Cancelled with nothing credited: nothing was supplied, the invoice stands cancelled.
        cancelled: record.order.status === 'cancelled' && !credited.has(id),
      };
    });
    const creditNotes = notes.map((row) => {
      const record = records.get(row.orderId!)!;
      const invoice = buildInvoice(record, seller);
      const note = buildCreditNote(record, seller, {
        number: row.creditNoteNumber!,
        date: row.createdAt,
        amountPaise: row.amountPaise,
        reason: row.reason,
        refundMethod: '',
      });
      return {
        ...party(record),
        number: row.creditNoteNumber!,
        date: indiaDay(row.createdAt),
        intraState: invoice.intraState,
        totalPaise: note.totals.totalPaise,
        invoiceNumber: invoice.invoiceNumber,
        invoiceDate: indiaDay(record.order.invoiceDate!),
        invoiceTotalPaise: invoice.totals.totalPaise,
        lines: note.lines.map((line) => {
          const sold = invoice.lines[line.index - 1]!;
          // Goods given back whole take their count off the HSN summary; a part refund only money.
          const whole = sold.kind === 'goods' && line.amountPaise === sold.amountPaise;
          return documentLine({ ...line, description: sold.description }, whole ? sold.quantity : 0);
        }),
      };
    });
    return { invoices, creditNotes, returns: buildGstReturns(invoices, creditNotes) };
  }

  /** Every table's totals and the documents' counts, for the console. */
  async summary(from: string, to: string): Promise<GstReportSummary> {
    const { invoices, creditNotes, returns } = await this.documents(from, to);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const issued = invoices.filter((invoice) => !invoice.cancelled);
    return {
      from,
      to,
      seller: { gstin: this.deps.config.SELLER_GSTIN, state: this.deps.config.SELLER_STATE },
      invoices: {
        issued: invoices.length,
        cancelled: invoices.length - issued.length,
        totalPaise: sum(issued.map((invoice) => invoice.totalPaise)),
      },
      creditNotes: {
        issued: creditNotes.length,
        totalPaise: sum(creditNotes.map((note) => note.totalPaise)),
      },
      tables: gstTables.map((table) => ({
        table,
        title: gstTableTitles[table],
        ...tableTotals(returns, table),
      })),
    };
  }

  private async records(ids: string[]): Promise<Map<string, OrderRecord>> {
    const records = new Map<string, OrderRecord>();
    for (const chunk of chunks([...new Set(ids)])) {
      for (const record of await loadOrderRecords(this.deps.db, inArray(orders.id, chunk))) {
        records.set(record.order.id, record);
      }
    }
    return records;
  }
}

function chunks<T>(values: T[]): T[][] {
  const out: T[][] = [];
  for (let index = 0; index < values.length; index += CHUNK) out.push(values.slice(index, index + CHUNK));
  return out;
}

function party(record: OrderRecord) {
  const { order } = record;
  return {
    buyerGstin: order.gstin,
    buyerName: order.shipName,
    // 97: "other territory", for a state the GST list does not know.
    placeOfSupplyCode: gstStateCode(order.shipState) ?? '97',
    placeOfSupplyName: order.shipState,
  };
}

function documentLine(
  line: TaxTotals & { hsnCode: string; description: string; gstRateBp: number; amountPaise: number },
  quantity: number,
): GstDocumentLine {
  return {
    hsnCode: line.hsnCode,
    description: line.description,
    quantity,
    gstRateBp: line.gstRateBp,
    amountPaise: line.amountPaise,
    taxablePaise: line.taxablePaise,
    igstPaise: line.igstPaise,
    cgstPaise: line.cgstPaise,
    sgstPaise: line.sgstPaise,
  };
}

/** A table's row count, value and tax totals as the console shows them. */
function tableTotals(returns: GstReturns, table: GstTable) {
  const rows = tableRows(returns, table) as (Partial<TaxTotals> & { number?: string; valuePaise?: number })[];
  const totals = sumTaxTotals(rows.filter((row): row is TaxTotals => row.taxablePaise !== undefined));
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  let valuePaise = totals.taxablePaise + totals.igstPaise + totals.cgstPaise + totals.sgstPaise;
  if (table === 'docs') valuePaise = 0;
  if (table === 'hsn') valuePaise = sum(rows.map((row) => row.valuePaise ?? 0));
  if (table === 'b2b' || table === 'b2cl' || table === 'cdnr' || table === 'cdnur') {
    // A document of several rates has a row per rate, each carrying the whole document's value.
    valuePaise = sum([...new Map(rows.map((row) => [row.number, row.valuePaise ?? 0])).values()]);
  }
  return { rows: rows.length, valuePaise, ...totals };
}

/** The rows of one table, as the JSON answer gives them. */
export function tableRows(returns: GstReturns, table: GstTable): object[] {
  return table === '3b' ? returns.gstr3b : returns[table];
}
