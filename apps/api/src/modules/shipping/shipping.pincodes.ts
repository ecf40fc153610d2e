import { deliveryDate, isPincode, type PincodeCheck, type PincodeSummary, toCsv } from '@shop/shared';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { shippingPincodes } from '../../db/schema/shipping.ts';
import { badRequest } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { isTransaction, shippingCache, shippingChanged } from './shipping.cache.ts';
import { lockShippingSettings, shippingRules } from './shipping.settings.ts';

/** Working days a parcel takes when the owner has uploaded no pincodes (all of India is served). */
const DEFAULT_DELIVERY_DAYS = 5;
/** More rows than India has pincodes (about 19,000) with room for prefixes. */
const MAX_ROWS = 100_000;
/** Bad lines named in one answer; the message gives the whole count. */
const MAX_REPORTED = 200;
const INSERT_BATCH = 5_000;

interface Coverage {
  cod: boolean;
  days: number;
}
interface PincodeRow extends Coverage {
  prefix: string;
}
interface LineProblem {
  line: number;
  reason: string;
}

const YES = new Set(['yes', 'y', 'true', '1']);
const NO = new Set(['no', 'n', 'false', '0']);

/**
 * Reads the owner's CSV: a header line `pincode,cod,days`, then one row per pincode (six digits) or
 * prefix (1–5 digits), `cod` yes or no, `days` 0–60. Every bad line is named with its reason.
 */
function parsePincodeCsv(text: string): { rows: PincodeRow[]; problems: LineProblem[] } {
  const lines = text.replace(/^\uFEFF/, '').split(/\r?\n/);
  const problems: LineProblem[] = [];
  const rows: PincodeRow[] = [];
  const seen = new Map<string, number>();
  const header = (lines[0] ?? '').replaceAll(/\s|"/g, '').toLowerCase();
  if (header !== 'pincode,cod,days') {
    problems.push({ line: 1, reason: 'The first line must be the header "pincode,cod,days"' });
  }
  for (let index = 1; index < lines.length; index++) {
    const raw = lines[index]!.trim();
    if (!raw) continue;
    const line = index + 1;
    const fields = raw.split(',').map((field) =>
      field
        .trim()
        .replace(/^"(.*)"$/, '$1')
        .trim(),
    );
    if (fields.length !== 3) {
      problems.push({ line, reason: `Expected 3 values (pincode,cod,days), found ${fields.length}` });
      continue;
    }
    const [prefix, cod, days] = fields as [string, string, string];
    const reasons: string[] = [];
    if (!/^[1-9]\d{0,5}$/.test(prefix)) {
      reasons.push(`"${prefix}" is not a pincode or a prefix of one (1 to 6 digits, the first not 0)`);
    }
    const codText = cod.toLowerCase();
    if (!YES.has(codText) && !NO.has(codText)) reasons.push(`cod must be yes or no, not "${cod}"`);
    if (!/^\d{1,2}$/.test(days) || Number(days) > 60) {
      reasons.push(`days must be a whole number from 0 to 60, not "${days}"`);
    }
    const earlier = seen.get(prefix);
    if (earlier !== undefined && reasons.length === 0)
      reasons.push(`${prefix} is already on line ${earlier}`);
    if (reasons.length) {
      problems.push({ line, reason: reasons.join('; ') });
      continue;
    }
    seen.set(prefix, line);
    rows.push({ prefix, cod: YES.has(codText), days: Number(days) });
  }
  if (rows.length > MAX_ROWS) {
    problems.push({ line: lines.length, reason: `At most ${MAX_ROWS.toLocaleString('en-IN')} rows` });
  }
  return { rows, problems };
}

interface PincodeIndex {
  size: number;
  byPrefix: Map<string, Coverage>;
}

const indexCache = shippingCache<PincodeIndex>(async (db) => {
  const rows = await db.select().from(shippingPincodes);
  return {
    size: rows.length,
    byPrefix: new Map(rows.map((row) => [row.prefix, { cod: row.cod, days: row.days }])),
  };
});

/** The row that covers a pincode: its own, else the longest prefix of it; null when none does. */
function lookup(index: PincodeIndex, pincode: string): Coverage | null {
  for (let length = 6; length >= 1; length--) {
    const hit = index.byPrefix.get(pincode.slice(0, length));
    if (hit) return hit;
  }
  return null;
}

/** The same lookup inside a transaction, read from it. */
async function lookupIn(db: Executor, pincode: string): Promise<{ any: boolean; hit: Coverage | null }> {
  const prefixes = [1, 2, 3, 4, 5, 6].map((length) => pincode.slice(0, length));
  const hits = await db
    .select({ cod: shippingPincodes.cod, days: shippingPincodes.days })
    .from(shippingPincodes)
    .where(inArray(shippingPincodes.prefix, prefixes))
    .orderBy(sql`length(${shippingPincodes.prefix}) DESC`)
    .limit(1);
  const some = hits.length
    ? hits
    : await db.select({ prefix: shippingPincodes.prefix }).from(shippingPincodes).limit(1);
  return { any: some.length > 0, hit: hits[0] ?? null };
}

/**
 * Whether a pincode is served, with Cash on Delivery or not, and the India day a parcel ordered `now`
 * arrives (docs/PRODUCT.md, Pincode check). With no rows uploaded all of India is served with COD.
 * Answers from memory; inside a transaction, from the transaction.
 */
export async function checkPincode(db: Executor, pincode: string, now: Date): Promise<PincodeCheck> {
  if (!isPincode(pincode) || pincode.trim() !== pincode) {
    throw badRequest('Enter a 6-digit pincode', 'INVALID_PINCODE', [
      { field: 'pincode', message: 'A pincode is six digits, the first not 0' },
    ]);
  }
  let coverage: Coverage | null;
  if (isTransaction(db)) {
    const { any, hit } = await lookupIn(db, pincode);
    coverage = any ? hit : { cod: true, days: DEFAULT_DELIVERY_DAYS };
  } else {
    const index = await indexCache.get(db);
    coverage = index.size === 0 ? { cod: true, days: DEFAULT_DELIVERY_DAYS } : lookup(index, pincode);
  }
  if (!coverage) return { pincode, serviceable: false, cod: false, deliveryDate: null };
  const rules = await shippingRules(db);
  return {
    pincode,
    serviceable: true,
    cod: coverage.cod,
    deliveryDate: deliveryDate(now, coverage.days, calendarOf(rules)),
  };
}

const calendars = new WeakMap<object, { cutoffHour: number; holidays: ReadonlySet<string> }>();
/** The rules' holidays as a set, made once per cached rules object. */
function calendarOf(rules: { cutoffHour: number; holidays: string[] }) {
  let calendar = calendars.get(rules);
  if (!calendar) {
    calendar = { cutoffHour: rules.cutoffHour, holidays: new Set(rules.holidays) };
    calendars.set(rules, calendar);
  }
  return calendar;
}

async function summaryOf(db: Executor): Promise<PincodeSummary> {
  const [row] = await db
    .select({
      rows: sql<number>`count(*)::int`,
      pincodes: sql<number>`(count(*) FILTER (WHERE length(${shippingPincodes.prefix}) = 6))::int`,
      codRows: sql<number>`(count(*) FILTER (WHERE ${shippingPincodes.cod}))::int`,
      minDays: sql<number | null>`min(${shippingPincodes.days})`,
      maxDays: sql<number | null>`max(${shippingPincodes.days})`,
    })
    .from(shippingPincodes);
  const rows = Number(row?.rows ?? 0);
  const pincodes = Number(row?.pincodes ?? 0);
  return {
    rows,
    pincodes,
    prefixes: rows - pincodes,
    codRows: Number(row?.codRows ?? 0),
    minDays: row?.minDays ?? null,
    maxDays: row?.maxDays ?? null,
    defaultDays: DEFAULT_DELIVERY_DAYS,
  };
}

/** The owner's side of the pincode table: its summary, the CSV out, and a CSV in. */
export class PincodesAdmin {
  constructor(private readonly deps: { db: Db }) {}

  summary(): Promise<PincodeSummary> {
    return summaryOf(this.deps.db);
  }

  async csv(): Promise<string> {
    const rows = await this.deps.db.select().from(shippingPincodes).orderBy(asc(shippingPincodes.prefix));
    return toCsv(
      ['pincode', 'cod', 'days'],
      rows.map((row) => [row.prefix, row.cod ? 'yes' : 'no', String(row.days)]),
    );
  }

  /**
   * Replaces the whole table with the CSV's rows in one transaction; a CSV with any bad line changes
   * nothing and answers 400 naming each line and why.
   */
  async replace(actor: AdminActor, text: string): Promise<PincodeSummary> {
    const { rows, problems } = parsePincodeCsv(text);
    if (problems.length) {
      const count = problems.length === 1 ? '1 line' : `${problems.length} lines`;
      throw badRequest(
        `${count} of the CSV could not be read; nothing was imported. Correct ${problems.length === 1 ? 'it' : 'them'} and upload the file again.`,
        'INVALID_PINCODE_CSV',
        problems
          .slice(0, MAX_REPORTED)
          .map(({ line, reason }) => ({ field: `line ${line}`, message: reason })),
      );
    }
    const { db } = this.deps;
    const after = await db.transaction(async (tx) => {
      // Two uploads at once take turns on the settings row: the table ends as one of them, whole.
      await lockShippingSettings(tx);
      const before = await summaryOf(tx);
      await tx.delete(shippingPincodes);
      for (let start = 0; start < rows.length; start += INSERT_BATCH) {
        await tx.insert(shippingPincodes).values(rows.slice(start, start + INSERT_BATCH));
      }
      const after = await summaryOf(tx);
      await recordAudit(tx, actor, {
        action: 'shipping.pincodes',
        entity: 'shipping_pincodes',
        entityId: 'all',
        before,
        after,
      });
      return after;
    });
    await shippingChanged(db);
    return after;
  }
}
