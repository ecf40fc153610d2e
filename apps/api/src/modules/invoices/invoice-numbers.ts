import { financialYear, formatInvoiceNumber } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { invoiceCounters } from '../../db/schema/index.ts';

/**
 * The next number of the gap-free invoice series of `now`'s financial year ('INV/2026-27/000042').
 * Call it inside the transaction that records the invoice, as late as possible: the counter's row
 * stays locked until that transaction ends, and a rollback gives the number back.
 */
export async function allocateInvoiceNumber(tx: Tx, now: Date): Promise<string> {
  const year = financialYear(now);
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: invoiceCounters.financialYear,
      set: { last: sql`${invoiceCounters.last} + 1` },
    })
    .returning({ last: invoiceCounters.last });
  return formatInvoiceNumber(year, row!.last);
}
