import { financialYear, formatCreditNoteNumber } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { creditNoteCounters } from '../../db/schema/invoices.ts';

/**
 * The next number of the gap-free credit note series of `now`'s financial year ('CN/2026-27/0001'),
 * raised inside the refund's transaction like the invoice series: a rollback gives the number back.
 */
export async function allocateCreditNoteNumber(tx: Tx, now: Date): Promise<string> {
  const year = financialYear(now);
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ financialYear: year, last: 1 })
    .onConflictDoUpdate({
      target: creditNoteCounters.financialYear,
      set: { last: sql`${creditNoteCounters.last} + 1` },
    })
    .returning({ last: creditNoteCounters.last });
  return formatCreditNoteNumber(year, row!.last);
}
