import type {
  CartReminderSettingsResponse,
  CartReminderSettingsSave,
  CartReminderSettingsView,
} from '@shop/shared';
import { and, asc, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { cartReminderSettings } from '../../db/schema/cart-reminders.ts';
import { promoCodes } from '../../db/schema/promo.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, StaleVersionError } from '../../lib/errors.ts';
import { type AdminActor, recordAudit } from '../admin/index.ts';

/** The settings row with the second reminder's code (null: none), made with the defaults (on, 4 hours, no second reminder) when first read. */
export async function readReminderSettings(
  db: Executor,
  options: { lock?: boolean } = {},
): Promise<CartReminderSettingsView> {
  const select = () => {
    const query = db
      .select({ row: cartReminderSettings, code: promoCodes.code })
      .from(cartReminderSettings)
      // A code switched off since is no code: the second reminder then offers none.
      .leftJoin(
        promoCodes,
        and(eq(promoCodes.id, cartReminderSettings.secondPromoCodeId), eq(promoCodes.active, true)),
      )
      .where(eq(cartReminderSettings.id, 'default'));
    return options.lock ? query.for('update', { of: cartReminderSettings }) : query;
  };
  let [found] = await select();
  if (!found) {
    await db.insert(cartReminderSettings).values({ id: 'default' }).onConflictDoNothing();
    [found] = await select();
  }
  const { row, code } = found!;
  return {
    enabled: row.enabled,
    delayHours: row.delayHours,
    secondEnabled: row.secondEnabled,
    secondDelayHours: row.secondDelayHours,
    secondPromoCode: code,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The owner's side (/admin/cart-reminders): read and save, audited and versioned like the shipping rules. */
export class CartReminderSettingsAdmin {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async get(): Promise<CartReminderSettingsResponse> {
    const { db } = this.deps;
    return { settings: await readReminderSettings(db), promoCodes: await activeCodes(db) };
  }

  /**
   * Saves the owner's choices. The second reminder's code must be one the shop has (400 naming
   * `secondPromoCode`); a save made from an older version is refused with the current values (409).
   */
  async save(actor: AdminActor, input: CartReminderSettingsSave): Promise<CartReminderSettingsResponse> {
    const { db, clock } = this.deps;
    const { version, secondPromoCode, ...choices } = input;
    const settings = await db.transaction(async (tx) => {
      const before = await readReminderSettings(tx, { lock: true });
      if (before.version !== version) throw new StaleVersionError(before);
      let codeId: string | null = null;
      if (secondPromoCode) {
        const [code] = await tx
          .select({ id: promoCodes.id })
          .from(promoCodes)
          .where(and(eq(promoCodes.code, secondPromoCode), eq(promoCodes.active, true)));
        if (!code) {
          throw badRequest(`There is no active promo code ${secondPromoCode}`, 'PROMO_CODE_UNKNOWN', [
            { field: 'secondPromoCode', message: 'Choose one of the shop’s active promo codes' },
          ]);
        }
        codeId = code.id;
      }
      await tx
        .update(cartReminderSettings)
        .set({
          ...choices,
          secondPromoCodeId: codeId,
          version: sql`${cartReminderSettings.version} + 1`,
          updatedAt: clock(),
        })
        .where(eq(cartReminderSettings.id, 'default'));
      const after = await readReminderSettings(tx);
      await recordAudit(tx, actor, {
        action: 'cart-reminders.settings',
        entity: 'cart_reminder_settings',
        entityId: 'default',
        before,
        after,
      });
      return after;
    });
    return { settings, promoCodes: await activeCodes(db) };
  }
}

/** The codes the second reminder may offer: the shop's active ones (an expired or used-up one is the owner's call). */
async function activeCodes(db: Executor): Promise<string[]> {
  const rows = await db
    .select({ code: promoCodes.code })
    .from(promoCodes)
    .where(and(eq(promoCodes.active, true), isNotNull(promoCodes.code)))
    .orderBy(asc(promoCodes.code));
  // Automatic promotions (docs/decisions/0034-promotion-engine.md) have no code to offer.
  return rows.flatMap((row) => (row.code ? [row.code] : []));
}
