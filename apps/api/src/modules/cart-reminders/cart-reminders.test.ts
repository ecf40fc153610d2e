import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, cartReminders, products } from '../../db/schema/index.ts';
import { addBundleToCart, createBundle } from '../bundles/bundles.fixtures.ts';
import { EmailPreferences } from '../email-preferences/index.ts';
import { addToCart, admin, call, placeCodOrder, product, shopper } from '../orders/orders.fixtures.ts';
import {
  HOUR,
  PUBLIC_URL,
  promoCode,
  type ReminderShop,
  startMailCatcher,
  startReminderShop,
} from './cart-reminders.fixtures.ts';

let database: Database;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let shop: ReminderShop;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  database = await createTestDatabase();
  catcher = await startMailCatcher();
  shop = await startReminderShop(database, catcher.url);
  owner = await admin(database);
});

afterAll(async () => {
  await shop.close();
  await catcher.close();
  await database.close();
});

const settingsCall = (token: string | undefined, body?: unknown) =>
  call(shop.app, body === undefined ? 'GET' : 'PUT', '/admin/cart-reminders/settings', token, body);

async function saveSettings(changes: Record<string, unknown>) {
  const current = (await settingsCall(owner.token)).json().settings;
  const response = await settingsCall(owner.token, {
    enabled: current.enabled,
    delayHours: current.delayHours,
    secondEnabled: current.secondEnabled,
    secondDelayHours: current.secondDelayHours,
    secondPromoCode: current.secondPromoCode,
    version: current.version,
    ...changes,
  });
  return response;
}

describe('the first reminder', () => {
  it('goes once, after the owner’s delay, through SMTP, with the lines as they are now and a way back', async () => {
    const customer = await shopper(database);
    const tulsi = await product(database, {
      name: 'Tulsi Drops',
      pricePaise: 50000,
      discountPricePaise: 45000,
    });
    const ashwa = await product(database, { name: 'Ashwagandha Capsules', pricePaise: 80000, stock: 5 });
    await addToCart(shop.app, customer.token, tulsi.id, 2);
    await addToCart(shop.app, customer.token, ashwa.id, 1);
    // After the shopper left: a price drops and one product sells out. The e-mail says so.
    await database.db.update(products).set({ discountPricePaise: 42000 }).where(eq(products.id, tulsi.id));
    await database.db.update(products).set({ stock: 0 }).where(eq(products.id, ashwa.id));

    await shop.after(4 * HOUR - 60_000);
    expect(catcher.to(customer.email)).toHaveLength(0);
    await shop.after(2 * 60_000);
    const [mail, ...more] = catcher.to(customer.email);
    expect(more).toHaveLength(0);
    expect(mail!.header('Subject')).toBe('You left something in your cart at Ayurveda Wellness Store');
    expect(mail!.text).toContain('Tulsi Drops × 2: ₹420.00 each');
    expect(mail!.text).toContain('Ashwagandha Capsules × 1: ₹449.00 each (out of stock)');
    expect(mail!.text).toContain('Total of what is in stock now: ₹840.00');
    expect(mail!.text).toContain(`Pick up where you left off: ${PUBLIC_URL}/cart`);
    const unsubscribe = /Unsubscribe: (\S+)/.exec(mail!.text)![1]!;
    expect(unsubscribe).toMatch(new RegExp(`^${PUBLIC_URL}/unsubscribe\\?kind=cart_reminder&token=`));
    // The mail client's own Unsubscribe button posts to the API (RFC 8058 one-click).
    const token = new URL(unsubscribe).searchParams.get('token')!;
    expect(mail!.header('List-Unsubscribe')).toBe(
      `<${PUBLIC_URL}/api/mail/unsubscribe?token=${encodeURIComponent(token)}>`,
    );
    expect(mail!.header('List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');

    // The same cart is never reminded twice, however long it waits.
    await shop.after(10 * HOUR);
    expect(catcher.to(customer.email)).toHaveLength(1);
    const [row] = await database.db.select().from(cartReminders).where(eq(cartReminders.userId, customer.id));
    expect(row).toMatchObject({ step: 1, cartValuePaise: 2 * 42000, promoCode: null });

    // The link in the e-mail stops them once confirmed (a POST): a later cart of this shopper gets none.
    const stopped = await call(shop.app, 'POST', '/mail/unsubscribe', undefined, { token });
    expect(stopped.json()).toMatchObject({ success: true, kind: 'cart_reminder' });
    await addToCart(shop.app, customer.token, tulsi.id, 1);
    await shop.after(5 * HOUR);
    expect(catcher.to(customer.email)).toHaveLength(1);
  });

  it('reaches a cart holding only a bundle, listing the bundle by its name', async () => {
    const customer = await shopper(database);
    const brahmi = await product(database, {
      name: 'Brahmi Tablets',
      pricePaise: 50000,
      discountPricePaise: null,
      stock: 10,
    });
    const bundle = await createBundle(shop.app, owner.token, {
      name: `Sleep Kit ${brahmi.id.slice(-6)}`,
      pricePaise: 90000,
      items: [{ variantId: brahmi.id, quantity: 2 }],
    });
    await addBundleToCart(shop.app, customer.token, bundle.id, 1);

    await shop.after(4 * HOUR - 60_000);
    expect(catcher.to(customer.email)).toHaveLength(0);
    await shop.after(2 * 60_000);
    const [mail, ...more] = catcher.to(customer.email);
    expect(more).toHaveLength(0);
    expect(mail!.text).toContain(`Sleep Kit ${brahmi.id.slice(-6)} × 1: ₹900.00 each`);
    expect(mail!.text).toContain('Total of what is in stock now: ₹900.00');
  });

  it('is not sent to a shopper who bought, emptied the cart or unsubscribed; a removal restarts the wait', async () => {
    const item = await product(database, { stock: 100 });
    const [bought, emptied, unsubscribed, removed, waiting] = await Promise.all(
      Array.from({ length: 5 }, () => shopper(database)),
    );
    for (const customer of [bought!, emptied!, unsubscribed!, removed!, waiting!]) {
      await addToCart(shop.app, customer.token, item.id, 1);
    }
    const other = await product(database, { stock: 100 });
    await addToCart(shop.app, removed!.token, other.id, 1);
    const preferences = new EmailPreferences({ db: database.db, config: shop.config, clock: shop.clock.now });
    const token = new URL(
      (await preferences.unsubscribeLink(unsubscribed!.id, 'cart_reminder')).url,
    ).searchParams.get('token')!;
    expect((await call(shop.app, 'POST', '/mail/unsubscribe', undefined, { token })).statusCode).toBe(200);

    await shop.after(3 * HOUR);
    await placeCodOrder(shop.app, bought!.token);
    expect((await call(shop.app, 'DELETE', '/cart/cart', emptied!.token)).statusCode).toBe(200);
    expect(
      (await call(shop.app, 'DELETE', `/cart/removeItemFromCart/${other.id}`, removed!.token)).statusCode,
    ).toBe(200);

    await shop.after(HOUR + 60_000);
    expect(catcher.to(waiting!.email)).toHaveLength(1);
    for (const customer of [bought!, emptied!, unsubscribed!, removed!]) {
      expect(catcher.to(customer.email), customer.email).toHaveLength(0);
    }
    // Four hours after the removal, that cart's new state is due.
    await shop.after(3 * HOUR);
    expect(catcher.to(removed!.email)).toHaveLength(1);
    for (const customer of [bought!, emptied!, unsubscribed!]) {
      expect(catcher.to(customer.email)).toHaveLength(0);
    }
  });

  it('is sent once when two workers run at the same time', async () => {
    const customer = await shopper(database);
    await addToCart(shop.app, customer.token, (await product(database)).id, 1);
    // Either node's mail worker may send the reminder (on a loaded machine the second one's often does):
    // both deliver to the catcher, which counts what reached the mailbox.
    const second = await startReminderShop(database, catcher.url);
    try {
      shop.clock.advance(5 * HOUR);
      second.clock.advance(shop.clock.now().getTime() - second.clock.now().getTime());
      await Promise.all([shop.reminders.flush(), second.reminders.flush()]);
      await Promise.all([shop.mail.flush(), second.mail.flush()]);
    } finally {
      await second.close();
    }
    expect(catcher.to(customer.email)).toHaveLength(1);
    expect(
      await database.db.select().from(cartReminders).where(eq(cartReminders.userId, customer.id)),
    ).toHaveLength(1);
  });
});

describe('the owner’s settings', () => {
  it('are the owner’s only, refuse bad input naming the field, and are audited', async () => {
    const customer = await shopper(database);
    expect((await settingsCall(undefined)).statusCode).toBe(401);
    expect((await settingsCall(customer.token)).statusCode).toBe(403);
    const read = await settingsCall(owner.token);
    expect(read.statusCode).toBe(200);
    expect(read.json().settings).toMatchObject({
      enabled: true,
      delayHours: 4,
      secondEnabled: false,
      secondDelayHours: 24,
      secondPromoCode: null,
    });
    await promoCode(database, 'COMEBACK10');
    expect(read.json().promoCodes).not.toContain('COMEBACK10');
    expect((await settingsCall(owner.token)).json().promoCodes).toContain('COMEBACK10');

    const refusals: [Record<string, unknown>, string][] = [
      [{ delayHours: 0 }, 'delayHours'],
      [{ delayHours: 169 }, 'delayHours'],
      [{ delayHours: 2.5 }, 'delayHours'],
      [{ secondDelayHours: 4 }, 'secondDelayHours'],
      [{ secondEnabled: true, secondPromoCode: null }, 'secondPromoCode'],
      [{ secondEnabled: true, secondPromoCode: 'NOSUCHCODE' }, 'secondPromoCode'],
      [{ enabled: 'yes' }, 'enabled'],
    ];
    for (const [change, field] of refusals) {
      const response = await saveSettings(change);
      expect(response.statusCode, JSON.stringify(change)).toBe(400);
      expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(field);
    }
    expect((await saveSettings({ version: 99 })).statusCode).toBe(409);
    expect((await settingsCall(owner.token)).json().settings.version).toBe(1);

    const saved = await saveSettings({ delayHours: 6, secondEnabled: true, secondPromoCode: 'comeback10' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().settings).toMatchObject({ delayHours: 6, secondPromoCode: 'COMEBACK10', version: 2 });
    const [entry] = await database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, 'cart-reminders.settings'));
    expect(entry).toMatchObject({ actorEmail: owner.email, entityId: 'default' });
    expect(entry!.after).toMatchObject({ delayHours: 6, secondPromoCode: 'COMEBACK10' });
  });

  it('send the second reminder with the owner’s code once, 24 hours after the cart changed', async () => {
    // The settings saved above: first after 6 hours, second after 24 with COMEBACK10.
    const customer = await shopper(database);
    await addToCart(shop.app, customer.token, (await product(database)).id, 1);
    await shop.after(6 * HOUR + 60_000);
    expect(catcher.to(customer.email)).toHaveLength(1);
    await shop.after(17 * HOUR);
    expect(catcher.to(customer.email)).toHaveLength(1);
    await shop.after(HOUR);
    const [, second, ...more] = catcher.to(customer.email);
    expect(more).toHaveLength(0);
    expect(second!.header('Subject')).toBe(
      'Your cart at Ayurveda Wellness Store is still waiting: use code COMEBACK10',
    );
    expect(second!.text).toContain('Your code: COMEBACK10');
    await shop.after(24 * HOUR);
    expect(catcher.to(customer.email)).toHaveLength(2);
    // Switched off: nothing at all is sent.
    expect((await saveSettings({ enabled: false })).statusCode).toBe(200);
    const later = await shopper(database);
    await addToCart(shop.app, later.token, (await product(database)).id, 1);
    await shop.after(30 * HOUR);
    expect(catcher.to(later.email)).toHaveLength(0);
  });
});
