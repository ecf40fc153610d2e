import { financialYear, formatInvoiceNumber } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';

/**
 * The next number of the gap-free invoice series of `now`'s financial year ('INV/2026-27/000042'), as
 * a CTE named `invoice` for the caller's own statement (checkout takes the stock and the number in one
 * round trip): raises the counter only when `when` holds and returns its `last`, which
 * invoiceNumberOf() formats. Run it inside the transaction that records the invoice, as late as
 * possible: the counter's row stays locked until that transaction ends, and a rollback gives the
 * number back.
 */
export function invoiceCounterCte(now: Date, when: SQL): SQL {
  return sql`invoice AS (
    INSERT INTO invoice_counters AS counter (financial_year, last)
    SELECT ${financialYear(now)}, 1 WHERE ${when}
    ON CONFLICT (financial_year) DO UPDATE SET last = counter.last + 1
    RETURNING last
  )`;
}

/** The invoice number for the sequence invoiceCounterCte() returned. */
export function invoiceNumberOf(now: Date, sequence: number): string {
  return formatInvoiceNumber(financialYear(now), sequence);
}
