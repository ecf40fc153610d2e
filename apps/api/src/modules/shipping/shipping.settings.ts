import {
  DEFAULT_SHIPPING_RULES,
  type ShippingRules,
  type ShippingSettingsSave,
  type ShippingSettingsView,
} from '@shop/shared';
import { eq, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { shippingSettings } from '../../db/schema/shipping.ts';
import type { Clock } from '../../lib/clock.ts';
import { StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';
import { isTransaction, shippingCache, shippingChanged } from './shipping.cache.ts';

type SettingsRow = typeof shippingSettings.$inferSelect;

/** The settings row, made with the defaults (all of India, free, cut-off 2 PM) the first time it is read. */
async function readRow(db: Executor, options: { lock?: boolean } = {}): Promise<SettingsRow> {
  const select = () => {
    const query = db.select().from(shippingSettings).where(eq(shippingSettings.id, 'default'));
    return options.lock ? query.for('update') : query;
  };
  let [row] = await select();
  if (!row) {
    await db
      .insert(shippingSettings)
      .values({ id: 'default', ...DEFAULT_SHIPPING_RULES, holidays: [...DEFAULT_SHIPPING_RULES.holidays] })
      .onConflictDoNothing();
    [row] = await select();
  }
  return row!;
}

const toRules = (row: SettingsRow): ShippingRules => ({
  flatPaise: row.flatPaise,
  freeAbovePaise: row.freeAbovePaise,
  codFeePaise: row.codFeePaise,
  codMaxPaise: row.codMaxPaise,
  cutoffHour: row.cutoffHour,
  holidays: [...row.holidays],
});

const toView = (row: SettingsRow): ShippingSettingsView => ({
  ...toRules(row),
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
});

const rulesCache = shippingCache(async (db) => Object.freeze(toRules(await readRow(db))) as ShippingRules);

/**
 * The owner's shipping rules, from memory (read once, dropped by a save on any node). Inside a
 * transaction they are read from it, so a checkout sees what it locks.
 */
export function shippingRules(db: Executor): Promise<ShippingRules> {
  return isTransaction(db) ? readRow(db).then(toRules) : rulesCache.get(db);
}

/** Locks the settings row in `tx`: writes to the shipping rules or the pincode table take turns on it. */
export async function lockShippingSettings(tx: Executor): Promise<void> {
  await readRow(tx, { lock: true });
}

/** The owner's side of the rules: read and save, audited and versioned. */
export class ShippingSettingsAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async get(): Promise<ShippingSettingsView> {
    return toView(await readRow(this.deps.db));
  }

  /** A save made from an older version is refused with the current values (409). */
  async save(actor: AdminActor, input: ShippingSettingsSave): Promise<ShippingSettingsView> {
    const { db, clock } = this.deps;
    const { version, ...rules } = input;
    const saved = await db.transaction(async (tx) => {
      const before = await readRow(tx, { lock: true });
      if (before.version !== version) throw new StaleVersionError(toView(before));
      const [after] = await tx
        .update(shippingSettings)
        .set({ ...rules, version: sql`${shippingSettings.version} + 1`, updatedAt: clock() })
        .where(eq(shippingSettings.id, 'default'))
        .returning();
      await recordAudit(tx, actor, {
        action: 'shipping.settings',
        entity: 'shipping_settings',
        entityId: 'default',
        before: toView(before),
        after: toView(after!),
      });
      return toView(after!);
    });
    await shippingChanged(db);
    return saved;
  }
}
