import { randomBytes } from 'node:crypto';
import { financialYear, formatInvoiceNumber } from '@shop/shared';
import { type SQL, sql } from 'drizzle-orm';
import type { LateValue } from '../../db/raw.ts';

/**
 * The next number of the gap-free invoice series of `now`'s financial year ('INV/2026-27/000042'),
 * taken by the one statement that writes the invoiced order. The counter's row stays locked until
 * the transaction ends, so it is raised as late as possible: every checkout waits for that lock,
 * and a lock held across a round trip to the shop's busy thread held every other checkout up too
 * (docs/PERFORMANCE.md, "The invoice counter's lock"). A rollback gives the number back.
 *
 * Until that statement runs the number is not known: `number` carries a stand-in for its digits in
 * everything the caller builds (the order row, the e-mail and its attachment's name), and the rows
 * written with `digits` (db/raw.ts, insertRows) get the real ones.
 */
export interface PendingInvoiceNumber {
  /** 'INV/2026-27/' and a random stand-in for the digits, which no shopper's text can contain. */
  number: string;
  /** The CTE `invoice`, first in the writing statement: raises the counter and returns its `last`. */
  counter: SQL;
  /** The stand-in and what replaces it: `last`, zero-padded as formatInvoiceNumber() pads it. */
  digits: LateValue;
}

export function pendingInvoiceNumber(now: Date): PendingInvoiceNumber {
  const year = financialYear(now);
  const token = `n${randomBytes(12).toString('hex')}`;
  return {
    number: `INV/${year}/${token}`,
    counter: sql`invoice AS (
      INSERT INTO invoice_counters AS counter (financial_year, last) VALUES (${year}, 1)
      ON CONFLICT (financial_year) DO UPDATE SET last = counter.last + 1
      RETURNING last
    )`,
    digits: {
      token,
      value: sql`(SELECT CASE WHEN last < 1000000 THEN lpad(last::text, 6, '0') ELSE last::text END FROM invoice)`,
    },
  };
}

/** The invoice number for the `last` the counter returned. */
export function invoiceNumberOf(now: Date, sequence: number): string {
  return formatInvoiceNumber(financialYear(now), sequence);
}
