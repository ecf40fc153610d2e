import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, orderItems, orders, outbox, promoCodes, promoRedemptions } from '../../db/schema/index.ts';
import { buildInvoice } from '../invoices/index.ts';
import { loadOrderRecord } from '../orders/index.ts';
import {
  address,
  addToCart,
  admin,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

/**
 * Promotions through the API (docs/decisions/0034-promotion-engine.md): the owner's CRUD, the cart's
 * answer, the order's stored per-line discounts and the invoice, limits and first orders. Each test
 * scopes its promotions to its own products, so the others' automatic promotions never reach its cart.
 */

let database: Database;
let api: TestApi;
let owner: { id: string; token: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
  // ₹49 shipping whatever the value, no Cash on Delivery fee: free shipping has something to waive.
  const current = (await call(api.app, 'GET', '/admin/shipping/settings', owner.token)).json().settings;
  const saved = await call(api.app, 'PUT', '/admin/shipping/settings', owner.token, {
    flatPaise: 4900,
    freeAbovePaise: null,
    codFeePaise: 0,
    codMaxPaise: null,
    cutoffHour: current.cutoffHour,
    holidays: current.holidays,
    version: current.version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const create = (body: Record<string, unknown>, token = owner.token) =>
  call(api.app, 'POST', '/admin/promotions', token, body);

async function created(body: Record<string, unknown>) {
  const response = await create(body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json().promotion;
}

const only = (...productIds: string[]) => ({ productIds });
const cartOf = async (token: string) => (await call(api.app, 'GET', '/cart/getUserCart', token)).json();

describe('/api/admin/promotions', () => {
  it('is for admins: a visitor gets 401 and a customer 403', async () => {
    const customer = await shopper(database);
    expect((await call(api.app, 'GET', '/admin/promotions')).statusCode).toBe(401);
    expect((await call(api.app, 'GET', '/admin/promotions', customer.token)).statusCode).toBe(403);
    expect((await create({ name: 'x', kind: 'free_shipping' }, customer.token)).statusCode).toBe(403);
  });

  it('creates every kind, lists them, edits one from its version (stale: 409) and audits each save', async () => {
    const item = await product(database);
    const category = await createCategory(database, 'Promotions test category');
    const percent = await created({
      name: '10% off, at most ₹50',
      code: 'save10max',
      kind: 'percent',
      percent: 10,
      maxDiscountPaise: 5000,
    });
    expect(percent).toMatchObject({ code: 'SAVE10MAX', kind: 'percent', version: 1, uses: 0 });
    const bogo = await created({
      name: 'Buy 2 get 1',
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      scope: { productIds: [item.id], categoryIds: [category.id] },
      active: false,
    });
    expect(bogo).toMatchObject({ code: null, scope: { productIds: [item.id], categoryIds: [category.id] } });
    const listed = (await call(api.app, 'GET', '/admin/promotions', owner.token)).json().promotions;
    expect(listed.map((entry: { id: string }) => entry.id)).toEqual(
      expect.arrayContaining([percent.id, bogo.id]),
    );

    const edited = await call(api.app, 'PATCH', `/admin/promotions/${bogo.id}`, owner.token, {
      version: 1,
      getQuantity: 2,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().promotion).toMatchObject({ getQuantity: 2, version: 2 });
    const stale = await call(api.app, 'PATCH', `/admin/promotions/${bogo.id}`, owner.token, {
      version: 1,
      getQuantity: 3,
    });
    expect(stale.statusCode).toBe(409);
    const audits = await database.db.select().from(auditLog).where(eq(auditLog.entityId, bogo.id));
    expect(audits.map((entry) => entry.action).sort()).toEqual(['promotion.create', 'promotion.update']);
    // A percent code also stays an ordinary promo code at /api/admin/promo-codes.
    const codes = (await call(api.app, 'GET', '/admin/promo-codes', owner.token)).json().promoCodes;
    expect(codes.map((code: { code: string }) => code.code)).toContain('SAVE10MAX');
    expect(codes.map((code: { id: string }) => code.id)).not.toContain(bogo.id);
  });

  it('refuses bad promotions with 400 naming the field, and saves nothing', async () => {
    await created({ name: 'Taken', code: 'TAKEN1', kind: 'percent', percent: 5 });
    const before = (await database.db.select().from(promoCodes)).length;
    const cases: [Record<string, unknown>, string][] = [
      [{ kind: 'percent', percent: 101 }, 'percent'],
      [{ kind: 'percent' }, 'percent'],
      [{ kind: 'percent', percent: 10, maxDiscountPaise: 0 }, 'maxDiscountPaise'],
      [{ kind: 'amount', amountPaise: 20000, minOrderPaise: 10000 }, 'amountPaise'],
      [{ kind: 'buy_x_get_y', buyQuantity: 0, getQuantity: 1 }, 'buyQuantity'],
      [{ kind: 'buy_x_get_y', buyQuantity: 2, getQuantity: 0 }, 'getQuantity'],
      [
        {
          kind: 'free_shipping',
          validFrom: '2026-12-10T00:00:00+05:30',
          validTo: '2026-12-01T00:00:00+05:30',
        },
        'validTo',
      ],
      [{ kind: 'free_shipping', scope: { productIds: ['no-such-product'] } }, 'scope.productIds'],
      [{ kind: 'free_shipping', scope: { categoryIds: ['no-such-category'] } }, 'scope.categoryIds'],
      [{ kind: 'free_shipping', code: 'taken1' }, 'code'],
      [
        { kind: 'amount', amountPaise: 100, firstOrderOnly: true, maxUsesPerCustomer: 2 },
        'maxUsesPerCustomer',
      ],
    ];
    for (const [body, field] of cases) {
      const response = await create({ name: 'Bad', ...body });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      const fields = response.json().details.map((detail: { field: string }) => detail.field);
      expect(fields, JSON.stringify(body)).toContain(field);
    }
    expect((await database.db.select().from(promoCodes)).length).toBe(before);
  });
});

describe('the cart, the order and the invoice', () => {
  it('shows what applies and what is still needed, and the order stores each line’s discount', async () => {
    const jar = await product(database, { discountPricePaise: null, pricePaise: 30000, gstRateBp: 500 });
    const oil = await product(database, { discountPricePaise: null, pricePaise: 45000, gstRateBp: 1800 });
    const scope = only(jar.id, oil.id);
    await created({
      name: '₹100 off above ₹999',
      kind: 'amount',
      amountPaise: 10000,
      minOrderPaise: 99900,
      combinable: true,
      scope,
    });
    await created({
      name: 'Free shipping above ₹499',
      kind: 'free_shipping',
      minOrderPaise: 49900,
      combinable: true,
      scope,
    });
    const buyer = await shopper(database);

    await addToCart(api.app, buyer.token, jar.id);
    let cart = await cartOf(buyer.token);
    expect(cart).toMatchObject({
      promotions: [],
      shippingPaise: 4900,
      next: { message: 'Add ₹199.00 more for free shipping', missingPaise: 19900 },
    });

    await addToCart(api.app, buyer.token, oil.id);
    cart = await cartOf(buyer.token);
    expect(cart.promotions).toEqual([
      expect.objectContaining({ name: 'Free shipping above ₹499', discountPaise: 4900 }),
    ]);
    expect(cart.shippingPaise).toBe(0);
    expect(cart.next).toEqual({ message: 'Add ₹249.00 more to get ₹100.00 off', missingPaise: 24900 });

    await addToCart(api.app, buyer.token, jar.id);
    cart = await cartOf(buyer.token);
    expect(cart.promotions.map((entry: { name: string }) => entry.name).sort()).toEqual([
      'Free shipping above ₹499',
      '₹100 off above ₹999',
    ]);
    expect(cart.totals).toMatchObject({
      totalDiscountPrice: 1050,
      promoDiscount: 100,
      shippingPrice: 0,
      totalPrice: 950,
    });
    expect(cart.next).toBeNull();

    const order = await placeCodOrder(api.app, buyer.token);
    const [stored] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(stored).toMatchObject({
      itemsPaise: 105000,
      promoDiscountPaise: 10000,
      shippingPaise: 0,
      totalPaise: 95000,
    });
    expect(stored!.promotions.map((entry) => entry.discountPaise).sort()).toEqual([10000, 4900]);
    // The shopper's order answer and confirmation e-mail name each promotion with what it saved.
    expect(order.promotions.map((entry: { discountPaise: number }) => entry.discountPaise).sort()).toEqual([
      10000, 4900,
    ]);
    const [email] = await database.db
      .select()
      .from(outbox)
      .where(
        and(
          eq(outbox.to, order.shippingAddress.email),
          like(outbox.subject, `Order ${order.shortId} confirmed%`),
        ),
      );
    expect(email?.text).toContain('₹100 off above ₹999 saved you ₹100.00.');
    const items = await database.db.select().from(orderItems).where(eq(orderItems.orderId, order._id));
    expect(items.reduce((sum, item) => sum + item.discountPaise!, 0)).toBe(10000);
    // ₹100 spread over ₹600 of jars and ₹450 of oil, in proportion.
    expect(items.map((item) => item.discountPaise).sort()).toEqual([4286, 5714]);

    const record = (await loadOrderRecord(database.db, order._id))!;
    const invoice = buildInvoice(record, {
      name: 'Shop',
      address: 'Somewhere',
      gstin: '29ABCDE1234F1Z5',
      state: 'Karnataka',
    });
    const goods = invoice.lines.filter((line) => line.kind === 'goods');
    expect(goods.map((line) => line.discountPaise).sort()).toEqual([4286, 5714]);
    expect(invoice.lines.reduce((sum, line) => sum + line.amountPaise, 0)).toBe(95000);
    expect(invoice.totals.totalPaise).toBe(95000);
  });

  it('never gives two automatic promotions that do not combine: the better one alone', async () => {
    const item = await product(database, { discountPricePaise: null, pricePaise: 100000 });
    await created({ name: '5% off', kind: 'percent', percent: 5, scope: only(item.id) });
    await created({ name: '₹80 off', kind: 'amount', amountPaise: 8000, scope: only(item.id) });
    const buyer = await shopper(database);
    await addToCart(api.app, buyer.token, item.id);
    const cart = await cartOf(buyer.token);
    expect(cart.promotions).toEqual([expect.objectContaining({ name: '₹80 off', discountPaise: 8000 })]);
    expect(cart.totals.promoDiscount).toBe(80);
  });
});

describe('an online payment', () => {
  it('pays what the cart showed with a code and an automatic promotion together, and the order and holds follow', async () => {
    const item = await product(database, { discountPricePaise: null, pricePaise: 70000 });
    await created({
      name: 'Free shipping above ₹499 (online)',
      kind: 'free_shipping',
      minOrderPaise: 49900,
      combinable: true,
      maxUses: 10,
      scope: only(item.id),
    });
    await created({
      name: '5% with ONLINE5',
      code: 'ONLINE5',
      kind: 'percent',
      percent: 5,
      combinable: true,
    });
    const buyer = await shopper(database);
    await addToCart(api.app, buyer.token, item.id);
    const started = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
      couponCode: 'online5',
    });
    expect(started.statusCode, started.body).toBe(200);
    // ₹700 − 5 % (₹35), shipping waived.
    expect(started.json().order.amount).toBe(66500);
    const razorpayOrderId = started.json().order.id;
    const paid = await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
      razorpay_order_id: razorpayOrderId,
      method: 'upi',
      outcome: 'success',
    });
    expect(paid.statusCode, paid.body).toBe(200);
    const verified = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, paid.json());
    expect(verified.statusCode, verified.body).toBe(200);
    const [stored] = await database.db
      .select()
      .from(orders)
      .where(eq(orders.razorpayOrderId, razorpayOrderId));
    expect(stored).toMatchObject({
      totalPaise: 66500,
      promoDiscountPaise: 3500,
      shippingPaise: 0,
      promoCode: 'ONLINE5',
    });
    expect(stored!.promotions.map((entry) => entry.name).sort()).toEqual([
      '5% with ONLINE5',
      'Free shipping above ₹499 (online)',
    ]);
    const uses = await database.db
      .select()
      .from(promoRedemptions)
      .where(eq(promoRedemptions.orderId, stored!.id));
    expect(uses).toHaveLength(2);
  });
});

describe('limits and first orders', () => {
  it('an automatic promotion with a total limit of 1 goes to the first order only', async () => {
    const item = await product(database, { discountPricePaise: null, pricePaise: 50000 });
    const limited = await created({
      name: 'First buyer ₹50 off',
      kind: 'amount',
      amountPaise: 5000,
      maxUses: 1,
      scope: only(item.id),
    });
    const first = await shopper(database);
    const second = await shopper(database);
    await addToCart(api.app, first.token, item.id);
    await addToCart(api.app, second.token, item.id);
    expect((await cartOf(second.token)).promotions).toHaveLength(1);
    const order = await placeCodOrder(api.app, first.token);
    expect(order.totalPrice).toBe(500 - 50 + 49);
    expect((await cartOf(second.token)).promotions).toEqual([]);
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, limited.id));
    expect(row!.uses).toBe(1);
    const secondOrder = await placeCodOrder(api.app, second.token);
    expect(secondOrder.totalPrice).toBe(500 + 49);
  });

  it('two shoppers ordering at once for a promotion limited to 1 use: both orders go through, one gets it', async () => {
    // Different products, so the stock's row locks do not put the two checkouts one after the other.
    const items = [
      await product(database, { discountPricePaise: null, pricePaise: 60000 }),
      await product(database, { discountPricePaise: null, pricePaise: 60000 }),
    ];
    const limited = await created({
      name: 'One ₹60 off',
      kind: 'amount',
      amountPaise: 6000,
      maxUses: 1,
      scope: only(items[0]!.id, items[1]!.id),
    });
    const buyers = [await shopper(database), await shopper(database)];
    await addToCart(api.app, buyers[0]!.token, items[0]!.id);
    await addToCart(api.app, buyers[1]!.token, items[1]!.id);
    const orders = await Promise.all(buyers.map((buyer) => placeCodOrder(api.app, buyer.token)));
    expect(orders.map((order) => order.totalPrice).sort()).toEqual([600 - 60 + 49, 600 + 49]);
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, limited.id));
    expect(row!.uses).toBe(1);
  });

  it('a first-order code is refused after the first order, naming couponCode', async () => {
    const item = await product(database, { discountPricePaise: null, pricePaise: 40000 });
    await created({
      name: 'Welcome ₹40',
      code: 'HELLO40',
      kind: 'amount',
      amountPaise: 4000,
      firstOrderOnly: true,
      scope: only(item.id),
    });
    const buyer = await shopper(database);
    await addToCart(api.app, buyer.token, item.id);
    const applied = await call(api.app, 'POST', '/promo/apply', buyer.token, { code: 'hello40' });
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().totals.promoDiscount).toBe(40);
    const order = await placeCodOrder(api.app, buyer.token, { couponCode: 'HELLO40' });
    expect(order.totalPrice).toBe(400 - 40 + 49);

    await addToCart(api.app, buyer.token, item.id);
    const again = await call(api.app, 'POST', '/order/createOrder', buyer.token, {
      shippingAddress: address(),
      couponCode: 'HELLO40',
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().details).toEqual([
      { field: 'couponCode', message: 'This code is for a first order only' },
    ]);
  });
});
