import { indiaDay } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders } from '../../db/schema/index.ts';
import { addToCart, admin, call, placeCodOrder, product, shopper } from '../orders/orders.fixtures.ts';
import { HOUR, type ReminderShop, startMailCatcher, startReminderShop } from './cart-reminders.fixtures.ts';

const DAY = 24 * HOUR;
let database: Database;
let catcher: Awaited<ReturnType<typeof startMailCatcher>>;
let shop: ReminderShop;

beforeAll(async () => {
  database = await createTestDatabase();
  catcher = await startMailCatcher();
  shop = await startReminderShop(database, catcher.url);
});

afterAll(async () => {
  await shop.close();
  await catcher.close();
  await database.close();
});

/** A shopper whose cart of one ₹500 jar (× quantity) was reminded just now. */
async function remindedShopper(quantity = 1) {
  const customer = await shopper(database);
  const jar = await product(database, { pricePaise: 50000, discountPricePaise: null, stock: 50 });
  await addToCart(shop.app, customer.token, jar.id, quantity);
  return customer;
}

describe('the dashboard’s reminder figures', () => {
  it('count reminders sent, and carts and revenue recovered by orders within 7 days, exactly', async () => {
    const start = indiaDay(shop.clock.now());
    const [soon, late, cancelled, twice, never] = [
      await remindedShopper(1),
      await remindedShopper(1),
      await remindedShopper(1),
      await remindedShopper(3),
      await remindedShopper(1),
    ];
    await shop.after(5 * HOUR);
    expect(catcher.to(never!.email)).toHaveLength(1);

    // Within the week: a ₹500 order, then a second one by the same shopper (the cart counts once).
    await shop.after(DAY);
    await placeCodOrder(shop.app, soon!.token);
    await addToCart(shop.app, soon!.token, (await product(database, { stock: 5 })).id, 1);
    await placeCodOrder(shop.app, soon!.token);
    // Cancelled: not revenue.
    const dropped = await placeCodOrder(shop.app, cancelled!.token);
    expect(
      (await call(shop.app, 'POST', `/order/cancel/${dropped._id}`, cancelled!.token, {})).statusCode,
    ).toBe(200);
    // Six days after the reminder: three jars, ₹1,500.
    await shop.after(5 * DAY);
    await placeCodOrder(shop.app, twice!.token);
    // Eight days after its reminder: not recovered by it.
    await shop.after(2 * DAY);
    await placeCodOrder(shop.app, late!.token);
    const totals = await database.db
      .select({ totalPaise: orders.totalPaise, status: orders.status })
      .from(orders);
    expect(totals.filter((order) => order.status !== 'cancelled').map((order) => order.totalPaise)).toEqual(
      expect.arrayContaining([50000, 150000]),
    );
    const owner = await admin(database);
    const to = indiaDay(shop.clock.now());
    const summary = await call(
      shop.app,
      'GET',
      `/admin/cart-reminders/summary?from=${start}&to=${to}`,
      owner.token,
    );
    expect(summary.statusCode).toBe(200);
    expect(summary.json().summary).toEqual({
      from: start,
      to,
      remindersSent: 5,
      cartsRecovered: 2,
      revenueRecoveredPaise: 50000 + 150000,
    });
    // A period before any reminder: nothing.
    const empty = await call(
      shop.app,
      'GET',
      '/admin/cart-reminders/summary?from=2020-01-01&to=2020-01-31',
      owner.token,
    );
    expect(empty.json().summary).toMatchObject({
      remindersSent: 0,
      cartsRecovered: 0,
      revenueRecoveredPaise: 0,
    });
  });

  it('is the owner’s only, and names a bad date', async () => {
    const customer = await shopper(database);
    const owner = await admin(database);
    expect((await call(shop.app, 'GET', '/admin/cart-reminders/summary')).statusCode).toBe(401);
    expect((await call(shop.app, 'GET', '/admin/cart-reminders/summary', customer.token)).statusCode).toBe(
      403,
    );
    const bad = await call(shop.app, 'GET', '/admin/cart-reminders/summary?from=2026-02-30', owner.token);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details[0].field).toBe('from');
    const reversed = await call(
      shop.app,
      'GET',
      '/admin/cart-reminders/summary?from=2026-03-02&to=2026-03-01',
      owner.token,
    );
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().details[0].field).toBe('to');
  });
});
