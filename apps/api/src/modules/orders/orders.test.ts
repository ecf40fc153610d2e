import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { financialYear, formatInvoiceNumber } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import {
  cartItems,
  invoiceCounters,
  orderItems,
  orders,
  outbox,
  productImages,
  products,
  promoCodes,
} from '../../db/schema/index.ts';
import { seedPromoCodes } from '../../db/seed/promo-codes.ts';
import {
  address,
  addToCart,
  admin,
  call,
  customerWithOrder,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from './orders.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const createOrder = (token: string | undefined, body: unknown) =>
  call(api.app, 'POST', '/order/createOrder', token, body);
const stockOf = async (id: string) =>
  (await database.db.select({ stock: products.stock }).from(products).where(eq(products.id, id)))[0]!.stock;
const ordersOf = (userId: string) => database.db.select().from(orders).where(eq(orders.userId, userId));
const emlNamed = (shop: TestApi, mailId: string) =>
  readdirSync(path.join(shop.dataDir, 'outbox')).find((name) => name.endsWith(`-${mailId}.eml`))!;
const cartOf = (userId: string) => database.db.select().from(cartItems).where(eq(cartItems.userId, userId));

describe('POST /order/createOrder (Cash on Delivery)', () => {
  it('records a 100 % promo order as total 0 with nothing to pay, not as paid', async () => {
    const user = await shopper(database);
    const herb = await product(database, { pricePaise: 29900, discountPricePaise: null, stock: 3 });
    await addToCart(api.app, user.token, herb.id, 1);
    const response = await createOrder(user.token, { shippingAddress: address(), couponCode: 'FREEDOM100' });
    expect(response.statusCode).toBe(200);
    const order = response.json().order;
    expect(order.totalPrice).toBe(0);
    expect(order.paymentResult).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'not_required' });
    const [row] = await ordersOf(user.id);
    expect(row).toMatchObject({ totalPaise: 0, paymentStatus: 'not_required' });
  });

  it('prices the order from the cart and the database, whatever the client sends', async () => {
    const user = await shopper(database);
    const herb = await product(database, {
      name: 'Triphala Churna',
      brand: 'Vedic Roots',
      pricePaise: 34900,
      discountPricePaise: 29900,
      stock: 7,
    });
    const tea = await product(database, {
      name: 'Giloy Tulsi Tea',
      brand: 'Leaf & Root',
      pricePaise: 24900,
      discountPricePaise: null,
      stock: 3,
    });
    // A second picture, placed before the first in storage order: the order line keeps position 0.
    await database.db.insert(productImages).values({
      productId: herb.id,
      position: 1,
      storageKey: `products/${herb.id}-back`,
      widths: [240],
      width: 240,
      height: 240,
      alt: 'Back of the pack',
    });
    await addToCart(api.app, user.token, herb.id, 2);
    await addToCart(api.app, user.token, tea.id, 1);

    const response = await createOrder(user.token, {
      items: [{ productId: herb.id, quantity: 50, price: 1 }],
      totalPrice: 1,
      shippingPrice: 0,
      totalDiscountPrice: 1,
      authorised: true,
      razorpay_order_id: '',
      couponCode: null,
      shippingAddress: address(),
    });
    expect(response.statusCode).toBe(200);
    const { success, order } = response.json();
    expect(success).toBe(true);
    expect(order).toMatchObject({
      orderStatus: 'pending',
      totalPrice: 847,
      shippingPrice: 0,
      totalDiscountPrice: 847,
      subtotalPrice: 847,
      totals: { itemCount: 3, originalPrice: 947, promoDiscount: 0, totalPrice: 847 },
      shippingAddress: {
        name: 'Meera Iyer',
        email: 'meera.iyer@example.in',
        phone: '9876543210',
        city: 'Bengaluru',
        state: 'Karnataka',
        pincode: '560025',
        postalCode: '560025',
        country: 'India',
      },
      paymentResult: { paymentMethod: 'cod', paymentStatus: 'pending', razorpay_payment_id: null },
      couponCode: null,
      canCancel: true,
      canReturn: false,
      history: [{ from: null, to: 'pending', by: 'customer' }],
    });
    expect(order._id).toMatch(/^[0-9a-f]{24}$/);
    expect(order.shortId).toBe(order._id.slice(-6).toUpperCase());
    expect(order.invoiceNumber).toMatch(/^INV\/\d{4}-\d{2}\/\d{6}$/);
    expect(order.items).toEqual([
      expect.objectContaining({
        name: 'Triphala Churna',
        brand: 'Vedic Roots',
        quantity: 2,
        price: 299,
        listPrice: 349,
        lineTotal: 598,
        hsnCode: '21069099',
        gstRate: 18,
      }),
      expect.objectContaining({ name: 'Giloy Tulsi Tea', quantity: 1, price: 249 }),
    ]);
    expect(order.items[0].productId).toEqual({
      _id: herb.id,
      name: 'Triphala Churna',
      brand: 'Vedic Roots',
      image: `/uploads/products/${herb.id}-480.webp`,
    });

    expect(await stockOf(herb.id)).toBe(5);
    expect(await stockOf(tea.id)).toBe(2);
    expect(await cartOf(user.id)).toEqual([]);
    const mails = await database.db.select().from(outbox).where(eq(outbox.to, 'meera.iyer@example.in'));
    const confirmation = mails.find((mail) => mail.subject.includes(order.shortId));
    expect(confirmation?.subject).toBe(`Order ${order.shortId} confirmed – Ayurveda Wellness Store`);
    expect(confirmation?.text).toContain('Cash on Delivery');
    expect(confirmation?.html).toContain('Triphala Churna');
    // The number is taken by the statement that writes the order and the e-mail: both carry it.
    expect(confirmation?.text).toContain(`Your GST invoice ${order.invoiceNumber} is attached.`);
    expect(confirmation?.html).toContain(`Your GST invoice ${order.invoiceNumber} is attached.`);
    expect((await ordersOf(user.id))[0]!.invoiceNumber).toBe(order.invoiceNumber);
    // The request only names the invoice; the mail worker renders the PDF when it sends the e-mail.
    expect(confirmation?.attachments).toEqual([
      {
        filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf`,
        contentType: 'application/pdf',
        render: { kind: 'invoice', id: order._id },
      },
    ]);
    await api.mail.flush();
    const eml = readFileSync(path.join(api.dataDir, 'outbox', emlNamed(api, confirmation!.id)), 'utf8');
    const pdfPart = eml.split('Content-Type: application/pdf')[1]!;
    const base64 = pdfPart.split(/\r?\n\r?\n/)[1]!.replace(/\s+/g, '');
    expect(Buffer.from(base64, 'base64').subarray(0, 5).toString()).toBe('%PDF-');
  });

  it('applies a promo code on the server and counts its use', async () => {
    const { order } = await customerWithOrder(api.app, database, {
      lines: [{ product: { pricePaise: 99900, discountPricePaise: 69900 } }],
      order: { couponCode: ' immunity10 ', totalDiscountPrice: 0 },
    });
    expect(order).toMatchObject({
      couponCode: 'IMMUNITY10',
      totalDiscountPrice: 699,
      totalPrice: 629.1,
      totals: { promoPercent: 10, promoDiscount: 69.9, totalPrice: 629.1 },
    });
    const [code] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'IMMUNITY10'));
    expect(code!.uses).toBe(1);
  });

  it('takes the name, e-mail and phone from the account, and accepts postalCode and country', async () => {
    const user = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, user.token, item.id, 1);
    const response = await createOrder(user.token, {
      shippingAddress: {
        address: '12 Park Street',
        city: 'Kolkata',
        state: 'west bengal',
        postalCode: '700016',
        country: 'India',
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().order.shippingAddress).toEqual({
      name: 'Meera Iyer',
      email: user.email,
      phone: '9876543210',
      address: '12 Park Street',
      city: 'Kolkata',
      state: 'West Bengal',
      pincode: '700016',
      postalCode: '700016',
      country: 'India',
    });
  });

  it('refuses an empty cart', async () => {
    const user = await shopper(database);
    const response = await createOrder(user.token, { shippingAddress: address() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({ code: 'CART_EMPTY', message: 'Your cart is empty' });
  });

  it('refuses an order after the cart was emptied', async () => {
    const user = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, user.token, item.id, 1);
    await call(api.app, 'DELETE', '/cart/cart', user.token);
    const response = await createOrder(user.token, {
      shippingAddress: address(),
      items: [{ productId: item.id, quantity: 1 }],
    });
    expect(response.statusCode).toBe(409);
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(item.id)).toBe(10);
  });

  it.each([
    ['pincode', { pincode: '12345' }],
    ['phone', { phone: '12345' }],
    ['state', { state: 'Bavaria' }],
    ['email', { email: 'not-an-email' }],
    ['address', { address: '' }],
    ['city', { city: undefined }],
  ])('answers 400 naming shippingAddress.%s and writes nothing', async (field, overrides) => {
    const user = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, user.token, item.id, 2);
    const response = await createOrder(user.token, { shippingAddress: address(overrides) });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((detail: { field: string }) => detail.field)).toContain(
      `shippingAddress.${field}`,
    );
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(item.id)).toBe(10);
    expect(await cartOf(user.id)).toHaveLength(1);
  });

  it('answers 400 naming shippingAddress when it is missing, and pincode when neither spelling is sent', async () => {
    const user = await shopper(database);
    const missing = await createOrder(user.token, {});
    expect(missing.statusCode).toBe(400);
    expect(missing.json().details[0].field).toBe('shippingAddress');
    const noPincode = await createOrder(user.token, { shippingAddress: address({ pincode: undefined }) });
    expect(noPincode.json().details.map((detail: { field: string }) => detail.field)).toContain(
      'shippingAddress.pincode',
    );
  });

  it('refuses an unknown promo code with 400 naming couponCode, and writes nothing', async () => {
    const user = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, user.token, item.id, 1);
    const response = await createOrder(user.token, { shippingAddress: address(), couponCode: 'FREEBIE' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'PROMO_INVALID',
      message: 'Invalid promo code',
      details: [{ field: 'couponCode' }],
    });
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await stockOf(item.id)).toBe(10);
  });

  it('fails whole with 409 naming the product when one line is short of stock: no stock taken, no order', async () => {
    const user = await shopper(database);
    const plenty = await product(database, { name: 'Amla Juice', stock: 10 });
    const scarce = await product(database, { name: 'Kumkumadi Gel', stock: 5 });
    await addToCart(api.app, user.token, plenty.id, 3);
    await addToCart(api.app, user.token, scarce.id, 4);
    await database.db.update(products).set({ stock: 2 }).where(eq(products.id, scarce.id));
    const [counterBefore] = await database.query<{ last: number }>(
      'SELECT coalesce(max(last), 0) AS last FROM invoice_counters',
    );

    const response = await createOrder(user.token, { shippingAddress: address() });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toMatchObject({
      code: 'OUT_OF_STOCK',
      message: 'Only 2 left in stock of Kumkumadi Gel',
    });
    expect(await stockOf(plenty.id)).toBe(10);
    expect(await stockOf(scarce.id)).toBe(2);
    expect(await ordersOf(user.id)).toEqual([]);
    expect(await cartOf(user.id)).toHaveLength(2);
    const lines = await database.db
      .select()
      .from(orderItems)
      .where(inArray(orderItems.productId, [plenty.id, scarce.id]));
    expect(lines).toEqual([]);
    const [counterAfter] = await database.query<{ last: number }>(
      'SELECT coalesce(max(last), 0) AS last FROM invoice_counters',
    );
    expect(counterAfter!.last).toBe(counterBefore!.last);
  });

  it('gives invoice numbers without gaps', async () => {
    const user = await shopper(database);
    const item = await product(database);
    const numbers: number[] = [];
    for (let i = 0; i < 3; i += 1) {
      await addToCart(api.app, user.token, item.id, 1);
      const order = await placeCodOrder(api.app, user.token);
      numbers.push(Number(order.invoiceNumber.split('/')[2]));
    }
    expect(numbers[1]).toBe(numbers[0]! + 1);
    expect(numbers[2]).toBe(numbers[0]! + 2);
  });

  it('answers the paid order for a razorpay_order_id only once the payment is verified', async () => {
    const user = await shopper(database);
    const response = await createOrder(user.token, {
      shippingAddress: address(),
      razorpay_order_id: 'order_unverified1',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().code).toBe('PAYMENT_NOT_VERIFIED');
  });

  it('needs a signed-in shopper', async () => {
    expect((await createOrder(undefined, { shippingAddress: address() })).statusCode).toBe(401);
  });

  it('refreshes the catalogue so product pages show the new stock at once', async () => {
    const user = await shopper(database);
    const item = await product(database, { stock: 1 });
    expect((await call(api.app, 'GET', `/product/getProductById/${item.id}`)).json().product.inStock).toBe(
      true,
    );
    await addToCart(api.app, user.token, item.id, 1);
    await placeCodOrder(api.app, user.token);
    const page = (await call(api.app, 'GET', `/product/getProductById/${item.id}`)).json().product;
    expect(page).toMatchObject({ stock: 0, inStock: false });
  });

  // Last in this block: the counter stays past a million for the tests after it.
  it('writes the invoice number as formatInvoiceNumber does, past six digits too', async () => {
    const year = financialYear(api.clock.now());
    await database.db
      .update(invoiceCounters)
      .set({ last: 999_998 })
      .where(eq(invoiceCounters.financialYear, year));
    const user = await shopper(database);
    const item = await product(database);
    for (const sequence of [999_999, 1_000_000]) {
      await addToCart(api.app, user.token, item.id, 1);
      const order = await placeCodOrder(api.app, user.token);
      expect(order.invoiceNumber).toBe(formatInvoiceNumber(year, sequence));
      const [stored] = await database.db.select().from(orders).where(eq(orders.id, order._id));
      expect(stored!.invoiceNumber).toBe(order.invoiceNumber);
      const [mail] = await database.db
        .select()
        .from(outbox)
        .where(eq(outbox.subject, `Order ${order.shortId} confirmed – Ayurveda Wellness Store`));
      expect(mail!.text).toContain(`Your GST invoice ${order.invoiceNumber} is attached.`);
      expect(mail!.attachments).toEqual([
        expect.objectContaining({ filename: `invoice-${order.invoiceNumber.replaceAll('/', '-')}.pdf` }),
      ]);
    }
  });
});

describe('reading orders', () => {
  it('lists one’s own orders newest first, and nobody else’s', async () => {
    const user = await shopper(database);
    const other = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, user.token, item.id, 1);
    const first = await placeCodOrder(api.app, user.token);
    api.clock.advance(60_000);
    await addToCart(api.app, user.token, item.id, 2);
    const second = await placeCodOrder(api.app, user.token);
    api.clock.advance(60_000);
    await addToCart(api.app, other.token, item.id, 1);
    await placeCodOrder(api.app, other.token);

    const response = await call(api.app, 'GET', '/order/getMyOrders', user.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().orders.map((order: { _id: string }) => order._id)).toEqual([
      second._id,
      first._id,
    ]);
    expect((await call(api.app, 'GET', '/order/getMyOrders')).statusCode).toBe(401);
  });

  it('shows an order to its owner and to an admin, and 404 to anyone else', async () => {
    const { customer: owner, order } = await customerWithOrder(api.app, database);
    const stranger = await shopper(database);
    const boss = await admin(database);

    const mine = await call(api.app, 'GET', `/order/getOrder/${order._id}`, owner.token);
    expect(mine.statusCode).toBe(200);
    expect(mine.json().order._id).toBe(order._id);
    expect((await call(api.app, 'GET', `/order/getOrder/${order._id}`, boss.token)).statusCode).toBe(200);
    const theirs = await call(api.app, 'GET', `/order/getOrder/${order._id}`, stranger.token);
    expect(theirs.statusCode).toBe(404);
    expect(theirs.json()).toMatchObject({ code: 'ORDER_NOT_FOUND', message: 'Order not found' });
    expect(
      (await call(api.app, 'GET', '/order/getOrder/0123456789abcdef01234567', owner.token)).statusCode,
    ).toBe(404);
    expect((await call(api.app, 'GET', `/order/getOrder/${order._id}`)).statusCode).toBe(401);
  });

  it('lists every order for an admin only', async () => {
    const boss = await admin(database);
    const user = await shopper(database);
    const all = await call(api.app, 'GET', '/order/getAllOrders?status=pending&limit=5', boss.token);
    expect(all.statusCode).toBe(200);
    expect(all.json().orders.length).toBeGreaterThan(0);
    expect(all.json().orders.every((order: { orderStatus: string }) => order.orderStatus === 'pending')).toBe(
      true,
    );
    expect((await call(api.app, 'GET', '/order/getAllOrders', user.token)).statusCode).toBe(403);
  });
});

describe('OpenAPI', () => {
  it('documents every cart, promo, order and payment route', async () => {
    const spec = await call(api.app, 'GET', '/openapi.json');
    expect(spec.statusCode).toBe(200);
    expect(Object.keys(spec.json().paths)).toEqual(
      expect.arrayContaining([
        '/cart/getUserCart',
        '/cart/addToCart',
        '/cart/removeItemFromCart/{productId}',
        '/cart/cart',
        '/promo/apply',
        '/order/createOrder',
        '/order/getMyOrders',
        '/order/getAllOrders',
        '/order/getOrder/{id}',
        '/order/updateOrderStatus',
        '/order/cancel/{id}',
        '/order/return/{id}',
        '/order/invoice/{id}',
        '/payment/getkey',
        '/payment/checkout',
        '/payment/paymentverification',
        '/payment/webhook',
        '/payment/sandbox/order/{id}',
        '/payment/sandbox/pay',
      ]),
    );
  });
});
