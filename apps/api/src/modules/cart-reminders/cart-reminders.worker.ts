import type { EmailOptOutKind } from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { cartReminders } from '../../db/schema/cart-reminders.ts';
import { BatchWorker } from '../../lib/batch-worker.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { EmailPreferences } from '../email-preferences/index.ts';
import type { MailService } from '../mail/index.ts';
import { type DueCart, dueCarts } from './cart-reminders.due.ts';
import { cartValuePaise, type ReminderLine, reminderMessage } from './cart-reminders.mail.ts';
import { readReminderSettings } from './cart-reminders.settings.ts';

const BATCH = 20;
const KIND: EmailOptOutKind = 'cart_reminder';

export interface CartReminderWorkerOptions {
  db: Db;
  clock: Clock;
  config: Config;
  mail: MailService;
  emailPreferences: EmailPreferences;
  /** The cart's lines priced and stocked as now, read in the given transaction (the cart module's). */
  readCart: (executor: Executor, userId: string) => Promise<ReminderLine[]>;
  log: FastifyBaseLogger;
  intervalMs?: number;
}

/**
 * Sends the reminders of carts left behind (docs/decisions/0032-cart-reminders.md). Each pass finds
 * the carts due and, per cart, in one transaction under a per-customer lock: asks again whether it is
 * due, writes the e-mail to the outbox and records the reminder under its idempotency key. Delivery
 * and its retries are the mail worker's; the key (unique) keeps two nodes from sending one twice.
 */
export class CartReminderWorker {
  private readonly worker: BatchWorker;

  constructor(private readonly options: CartReminderWorkerOptions) {
    this.worker = new BatchWorker({
      name: 'cart reminder worker',
      pass: () => this.pass(),
      log: options.log,
      // Due times are hours apart: once a minute is prompt enough.
      intervalMs: options.intervalMs ?? 60_000,
    });
  }

  start(): void {
    this.worker.start();
  }

  /** Sends every reminder due now; tests await it instead of waiting for the timer. */
  flush(): Promise<void> {
    return this.worker.flush();
  }

  stop(): Promise<void> {
    return this.worker.stop();
  }

  /** One batch of each step; answers how many reminders it sent (0 ends the run). */
  private async pass(): Promise<number> {
    const { db, clock, emailPreferences } = this.options;
    const settings = await readReminderSettings(db);
    if (!settings.enabled) return 0;
    const now = clock();
    const steps: { step: 1 | 2; delayHours: number; promoCode: string | null }[] = [
      { step: 1, delayHours: settings.delayHours, promoCode: null },
    ];
    if (settings.secondEnabled) {
      steps.push({
        step: 2,
        delayHours: settings.secondDelayHours,
        promoCode: settings.secondPromoCode,
      });
    }
    let sent = 0;
    for (const { step, delayHours, promoCode } of steps) {
      const ask = { now, step, delayHours, optedOut: emailPreferences.optedOutSql(sql`c.user_id`, KIND) };
      for (const cart of await dueCarts(db, { ...ask, limit: BATCH })) {
        if (await this.remind(cart, ask, promoCode)) sent += 1;
      }
    }
    if (sent > 0) this.options.mail.kick();
    return sent;
  }

  /** Sends one reminder unless, asked again under the customer's lock, the cart is no longer due. */
  private async remind(
    cart: DueCart,
    ask: Omit<Parameters<typeof dueCarts>[1], 'limit' | 'userId'>,
    promoCode: string | null,
  ): Promise<boolean> {
    const { db, config, mail, emailPreferences, readCart } = this.options;
    const { step, now } = ask;
    const link = await emailPreferences.unsubscribeLink(cart.userId, KIND);
    return db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`cart-reminder:${cart.userId}`}))`);
      const [still] = await dueCarts(tx, { ...ask, limit: 1, userId: cart.userId });
      if (!still || still.changedAt !== cart.changedAt) return false;
      const lines = await readCart(tx, cart.userId);
      if (lines.length === 0) return false;
      const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
      const mailId = await mail.enqueue(
        tx,
        reminderMessage({
          shopName: config.SHOP_NAME,
          to: cart.email,
          firstName: cart.firstName,
          step,
          lines,
          cartUrl: new URL('/cart', base).toString(),
          unsubscribeUrl: link.url,
          headers: link.headers,
          promoCode,
        }),
      );
      await tx.insert(cartReminders).values({
        id: newId(),
        userId: cart.userId,
        step,
        cartChangedAt: new Date(cart.changedAt),
        idempotencyKey: `${cart.userId}:${step}:${cart.changedAt}`,
        cartValuePaise: cartValuePaise(lines),
        promoCode,
        mailId,
        sentAt: now,
      });
      return true;
    });
  }
}
