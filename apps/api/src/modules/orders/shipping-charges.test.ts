import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { cartItems, orders, outbox, paymentAttempts, products } from '../../db/schema/index.ts';
import { seedPromoCodes } from '../../db/seed/promo-codes.ts';
import { buildCreditNote, buildInvoice } from '../invoices/index.ts';
import {
  address,
  admin,
  call,
  customerWithCart,
  pdfText,
  startShop,
  type TestApi,
} from './orders.fixtures.ts';
import { loadOrderRecord } from './orders.repo.ts';

/**
 * Shipping and the Cash on Delivery fee as money lines (docs/PRODUCT.md §9.1): priced by the server from
 * the owner's rules, set here through the owner's own API, in the cart, the checkout, the order, the
 * invoice and the credit note.
 */

let database: Database;
let api: TestApi;
let ownerToken: string;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
  ownerToken = (await admin(database)).token;
});

afterAll(async () => {
  await api.close();
  await database.close();
});

interface Rules {
  flatPaise: number;
  freeAbovePaise: number | null;
  codFeePaise: number;
  codMaxPaise: number | null;
}

/** ₹49 shipping, free from ₹1,000 of goods, ₹25 for Cash on Delivery, no maximum. */
const flat: Rules = { flatPaise: 4900, freeAbovePaise: 100_000, codFeePaise: 2500, codMaxPaise: null };

async function setRules(rules: Rules) {
  const current = await call(api.app, 'GET', '/admin/shipping/settings', ownerToken);
  expect(current.statusCode).toBe(200);
  const { version, cutoffHour, holidays } = current.json().settings;
  const saved = await call(api.app, 'PUT', '/admin/shipping/settings', ownerToken, {
    ...rules,
    cutoffHour,
    holidays,
    version,
  });
  expect(saved.statusCode, saved.body).toBe(200);
}

async function setPincodes(csv: string) {
  const response = await api.app.inject({
    method: 'POST',
    url: '/api/admin/shipping/pincodes',
    headers: { authorization: `Bearer ${ownerToken}`, 'content-type': 'text/csv' },
    payload: csv,
  });
  expect(response.statusCode, response.body).toBe(200);
}

beforeEach(async () => {
  await setRules(flat);
  // Karnataka with Cash on Delivery, Mumbai prepaid only; Delhi (110…) is not served.
  await setPincodes('pincode,cod,days\n56,yes,3\n400001,no,4\n');
});

/** A shopper with one product of `paise` (GST `gstRateBp`) in the cart, `quantity` of it. */
async function cartOf(paise: number, quantity = 1, gstRateBp = 1200) {
  const { customer, products: made } = await customerWithCart(api.app, database, [
    { product: { pricePaise: paise, discountPricePaise: null, stock: 10, gstRateBp }, quantity },
  ]);
  return { buyer: customer, item: made[0]! };
}

const cod = (token: string, body: Record<string, unknown> = {}) =>
  call(api.app, 'POST', '/order/createOrder', token, { shippingAddress: address(), ...body });

const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;

async function nothingWritten(buyer: { id: string }, item: { id: string }, stock = 10) {
  expect(await database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
  expect(
    await database.db.select().from(paymentAttempts).where(eq(paymentAttempts.userId, buyer.id)),
  ).toEqual([]);
  expect(await stockOf(item.id)).toBe(stock);
  expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(1);
}

describe('the cart and the checkout', () => {
  it('carry the flat charge, and what Cash on Delivery adds', async () => {
    const { buyer } = await cartOf(60_000);
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(cart).toMatchObject({
      shippingPaise: 4900,
      codFeePaise: 2500,
      totals: {
        totalDiscountPrice: 600,
        shippingPrice: 49,
        shippingPaise: 4900,
        codFeePaise: 0,
        subtotalPrice: 600,
        totalPrice: 649,
      },
    });
  });

  it('ship free above the threshold, and a promo code that brings the goods under it does not make them charged', async () => {
    const { buyer } = await cartOf(110_000);
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(cart.totals).toMatchObject({ shippingPaise: 0, totalPrice: 1100 });
    // 10 % off ₹1,100 leaves ₹990 of goods, under ₹1,000: shipping stays what it was before the code
    // (docs/decisions/0034-promotion-engine.md), so the code never costs more than it saves.
    const promo = await call(api.app, 'POST', '/promo/apply', buyer.token, { code: 'AYUR10' });
    expect(promo.statusCode).toBe(200);
    expect(promo.json().totals).toMatchObject({
      promoDiscount: 110,
      shippingPaise: 0,
      shippingPrice: 0,
      totalPrice: 990,
    });
    const order = (await cod(buyer.token, { couponCode: 'AYUR10' })).json().order;
    expect(order).toMatchObject({ shippingPaise: 0, codFeePaise: 2500, totalPrice: 1015 });
  });

  it('stay free everywhere with the default rules', async () => {
    await setRules({ flatPaise: 0, freeAbovePaise: null, codFeePaise: 0, codMaxPaise: null });
    const { buyer } = await cartOf(60_000);
    const cart = (await call(api.app, 'GET', '/cart/getUserCart', buyer.token)).json();
    expect(cart).toMatchObject({ shippingPaise: 0, codFeePaise: 0, totals: { totalPrice: 600 } });
    const order = (await cod(buyer.token)).json().order;
    expect(order).toMatchObject({ shippingPaise: 0, codFeePaise: 0, shippingPrice: 0, totalPrice: 600 });
  });
});

describe('placing an order', () => {
  it('charges shipping and the Cash on Delivery fee from the rules, whatever total the client sends', async () => {
    const { buyer } = await cartOf(40_000, 2);
    const response = await cod(buyer.token, { totalPrice: 1, shippingPrice: 0, totalDiscountPrice: 1 });
    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order).toMatchObject({
      shippingPaise: 4900,
      codFeePaise: 2500,
      shippingPrice: 49,
      subtotalPrice: 800,
      totalPrice: 874,
      totals: { shippingPaise: 4900, codFeePaise: 2500, totalPrice: 874 },
    });
    const [row] = await database.db.select().from(orders).where(eq(orders.id, order._id));
    expect(row).toMatchObject({
      itemsPaise: 80_000,
      shippingPaise: 4900,
      codFeePaise: 2500,
      totalPaise: 87_400,
    });
    // The customer's own order answer carries them too.
    const mine = await call(api.app, 'GET', `/order/getOrder/${order._id}`, buyer.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order).toMatchObject({ shippingPaise: 4900, codFeePaise: 2500, totalPrice: 874 });
    // So does the confirmation e-mail.
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'meera.iyer@example.in'));
    const confirmation = mails.find((mail) => mail.subject.includes(order.shortId))!;
    for (const line of ['Shipping: ₹49.00.', 'Cash on Delivery fee: ₹25.00.', 'Total: ₹874.00.']) {
      expect(confirmation.text).toContain(line);
      expect(confirmation.html).toContain(line);
    }
  });

  it('charges an online payment shipping but no Cash on Delivery fee, and the payment verifies', async () => {
    const { buyer } = await cartOf(60_000);
    const checkout = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address(),
      amount: 1,
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const started = checkout.json();
    expect(started.order.amount).toBe(64_900);
    expect(started.totals).toMatchObject({ shippingPaise: 4900, codFeePaise: 0, totalPrice: 649 });
    // The owner raises the charge meanwhile: the order charges what was paid for.
    await setRules({ ...flat, flatPaise: 9900 });
    const paid = await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
      razorpay_order_id: started.order.id,
      method: 'upi',
      outcome: 'success',
    });
    const verified = await call(api.app, 'POST', '/payment/paymentverification', buyer.token, paid.json());
    expect(verified.statusCode, verified.body).toBe(200);
    const [row] = await database.db.select().from(orders).where(eq(orders.userId, buyer.id));
    expect(row).toMatchObject({
      paymentMethod: 'online',
      paymentStatus: 'paid',
      shippingPaise: 4900,
      codFeePaise: 0,
      totalPaise: 64_900,
    });
  });

  it('refuses a pincode that is not served, and Cash on Delivery where it is prepaid only, writing nothing', async () => {
    const { buyer, item } = await cartOf(60_000);
    const unserved = await cod(buyer.token, {
      shippingAddress: address({ pincode: '110001', state: 'Delhi' }),
    });
    expect(unserved.statusCode).toBe(400);
    expect(unserved.json()).toMatchObject({
      code: 'PINCODE_NOT_SERVED',
      message: 'We do not deliver to 110001 yet',
      details: [{ field: 'shippingAddress.pincode' }],
    });
    const online = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address({ pincode: '110001', state: 'Delhi' }),
    });
    expect(online.statusCode).toBe(400);
    expect(online.json().message).toBe('We do not deliver to 110001 yet');
    const prepaid = await cod(buyer.token, {
      shippingAddress: address({ pincode: '400001', state: 'Maharashtra' }),
    });
    expect(prepaid.statusCode).toBe(400);
    expect(prepaid.json()).toMatchObject({
      code: 'COD_NOT_AVAILABLE',
      message: 'Cash on Delivery is not available for 400001',
      details: [{ field: 'shippingAddress.pincode' }],
    });
    await nothingWritten(buyer, item);
    // Paying online is possible there.
    const prepaidOnline = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
      shippingAddress: address({ pincode: '400001', state: 'Maharashtra' }),
    });
    expect(prepaidOnline.statusCode).toBe(200);
  });

  it('refuses Cash on Delivery above the owner’s maximum, writing nothing', async () => {
    await setRules({ ...flat, codMaxPaise: 150_000 });
    const { buyer, item } = await cartOf(80_000, 2);
    const response = await cod(buyer.token);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'COD_ABOVE_MAXIMUM',
      message: 'Cash on Delivery is available for orders up to ₹1,500. Please pay online for this order.',
    });
    await nothingWritten(buyer, item);
  });
});

describe('the GST invoice and credit notes', () => {
  const seller = {
    name: 'Ayurveda Wellness',
    address: 'Bengaluru',
    gstin: '29ABCDE1234F1Z5',
    state: 'Karnataka',
  };

  /** A Cash on Delivery order of goods at 12 % and 5 %, with ₹49 shipping and the ₹25 fee. */
  async function mixedOrder() {
    const { customer } = await customerWithCart(api.app, database, [
      { product: { pricePaise: 33_300, discountPricePaise: null, gstRateBp: 1200 }, quantity: 1 },
      { product: { pricePaise: 16_700, discountPricePaise: null, gstRateBp: 500 }, quantity: 1 },
    ]);
    const order = (await cod(customer.token)).json().order;
    return { customer, record: (await loadOrderRecord(database.db, order._id))! };
  }

  it('taxes shipping and the fee as lines at the goods’ rates, split by taxable value, adding up to the paise', async () => {
    const { customer, record } = await mixedOrder();
    expect(record.order).toMatchObject({ shippingPaise: 4900, codFeePaise: 2500, totalPaise: 57_400 });
    const invoice = buildInvoice(record, seller);
    const charges = invoice.lines.filter((line) => line.kind !== 'goods');
    // Taxable goods: ₹297.32 at 12 % and ₹159.05 at 5 %. ₹49 is 3192.3 and 1707.7 paise: 3192 and
    // 1707 rounded down, the paisa left to 12 %, the larger; ₹25 likewise 1628 + 1 and 871.
    expect(charges.map((line) => [line.description, line.gstRateBp, line.amountPaise])).toEqual([
      ['Shipping (GST 5%)', 500, 1707],
      ['Shipping (GST 12%)', 1200, 3193],
      ['Cash on Delivery fee (GST 5%)', 500, 871],
      ['Cash on Delivery fee (GST 12%)', 1200, 1629],
    ]);
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    expect(sum(charges.filter((line) => line.kind === 'shipping').map((line) => line.amountPaise))).toBe(
      4900,
    );
    expect(sum(invoice.lines.map((line) => line.amountPaise))).toBe(57_400);
    for (const line of invoice.lines) {
      expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(line.amountPaise);
    }
    const { totals } = invoice;
    expect(totals.taxablePaise + totals.cgstPaise + totals.sgstPaise + totals.igstPaise).toBe(57_400);
    expect(totals).toMatchObject({ shippingPaise: 4900, codFeePaise: 2500, totalPaise: 57_400 });

    const pdf = await call(api.app, 'GET', `/order/invoice/${record.order.id}`, customer.token);
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Shipping (GST 12%)');
    expect(text).toContain('Cash on Delivery fee (GST 5%)');
    expect(text).toContain('574.00');
  });

  it('gives back shipping in proportion to the goods a part refund gives back', async () => {
    const { record } = await mixedOrder();
    // Half of what was paid.
    const note = buildCreditNote(record, seller, {
      number: 'CN/2026-27/0001',
      date: new Date('2026-11-26T10:00:00Z'),
      amountPaise: 28_700,
      reason: 'One jar broken',
      refundMethod: 'UPI (ref 1234)',
    });
    const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
    const goods = sum(note.lines.filter((line) => line.kind === 'goods').map((line) => line.amountPaise));
    // Half the goods, so half the shipping and the fee, to the paisa the odd halves round to.
    expect(goods).toBe(25_000);
    expect(Math.abs(note.totals.shippingPaise - 2450)).toBeLessThanOrEqual(1);
    expect(Math.abs(note.totals.codFeePaise - 1250)).toBeLessThanOrEqual(1);
    expect(goods + note.totals.shippingPaise + note.totals.codFeePaise).toBe(28_700);
    expect(sum(note.lines.map((line) => line.amountPaise))).toBe(28_700);
    expect(
      note.totals.taxablePaise + note.totals.cgstPaise + note.totals.sgstPaise + note.totals.igstPaise,
    ).toBe(28_700);
  });
});
