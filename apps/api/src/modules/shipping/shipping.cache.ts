import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type pg from 'pg';
import type { Database, Executor } from '../../db/client.ts';

/**
 * The shipping rules and the pincode index are read from memory (docs/ARCHITECTURE.md, Shipping): one
 * copy per database, loaded on first use and dropped by every write here and, on PostgreSQL, on every
 * other node through NOTIFY, as the catalogue cache is.
 */
const CHANNEL = 'shipping_changed';

interface Slot<T> {
  generation: number;
  value: Promise<T> | null;
}

/** A value per database, built on first use; `forget` drops every one of a database. */
class PerDatabase<T> {
  private readonly slots = new WeakMap<object, Slot<T>>();

  constructor(private readonly load: (db: Executor) => Promise<T>) {}

  get(db: Executor): Promise<T> {
    let slot = this.slots.get(db);
    if (!slot) {
      slot = { generation: 0, value: null };
      this.slots.set(db, slot);
    }
    if (slot.value) return slot.value;
    const generation = slot.generation;
    const owner = slot;
    const value = this.load(db);
    owner.value = value;
    // A failed read is not kept; one dropped by a write while it ran stays dropped.
    value.catch(() => {
      if (owner.generation === generation && owner.value === value) owner.value = null;
    });
    return value;
  }

  forget(db: Executor): void {
    const slot = this.slots.get(db);
    if (!slot) return;
    slot.generation += 1;
    slot.value = null;
  }
}

const caches = new Set<PerDatabase<unknown>>();

/** A cache the writes here drop. */
export function shippingCache<T>(load: (db: Executor) => Promise<T>): PerDatabase<T> {
  const cache = new PerDatabase(load);
  caches.add(cache as PerDatabase<unknown>);
  return cache;
}

function forgetAll(db: Executor): void {
  for (const cache of caches) cache.forget(db);
}

/**
 * Whether `db` is an open transaction: what it reads may not be committed, so it is read directly,
 * never cached.
 */
export function isTransaction(db: Executor): boolean {
  return 'rollback' in db;
}

/** Who sent a NOTIFY: one id per database connection pool (a node), so a node skips its own. */
const senders = new WeakMap<object, string>();
function senderOf(db: Executor): string {
  let id = senders.get(db);
  if (!id) {
    id = randomUUID();
    senders.set(db, id);
  }
  return id;
}

/** After a committed write: drops this node's copy, then tells the other nodes. */
export async function shippingChanged(db: Executor): Promise<void> {
  forgetAll(db);
  // PGlite has one node; the NOTIFY there is harmless and nobody listens.
  await db.execute(sql`SELECT pg_notify(${CHANNEL}, ${senderOf(db)})`);
}

/**
 * On PostgreSQL, LISTENs for other nodes' shipping writes on one dedicated connection, listening
 * again after it drops (and forgetting what was read meanwhile, as the catalogue does).
 */
export class ShippingChanges {
  private listener: pg.PoolClient | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;

  constructor(private readonly database: Database) {}

  async listen(): Promise<void> {
    const pool = this.database.pool;
    if (!pool || this.closed) return;
    const client = await pool.connect();
    client.on('error', () => this.lost(client));
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    if (this.closed) {
      client.release(true);
      return;
    }
    client.on('notification', ({ channel, payload }) => {
      if (channel === CHANNEL && payload !== senderOf(this.database.db)) forgetAll(this.database.db);
    });
    this.listener = client;
    forgetAll(this.database.db);
  }

  private lost(client: pg.PoolClient): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.release(true);
    forgetAll(this.database.db);
    this.listenAgain(250);
  }

  private listenAgain(delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.listen().catch(() => this.listenAgain(Math.min(delayMs * 2, 2_000)));
    }, delayMs);
    this.retry.unref();
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    client?.release(true);
  }
}
