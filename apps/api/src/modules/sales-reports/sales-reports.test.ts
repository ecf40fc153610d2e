import { indiaDay } from '@shop/shared';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import { admin, codOrderFor, product, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { insertOrder, insertRefund, insertShipment } from './sales-reports.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: { token: string };
let customer: { token: string };

/** An instant given as India wall time (the shop's days are India's). */
const india = (local: string) => new Date(`${local}+05:30`);

const report = (query: string, token = owner.token) =>
  adminCall(api.app, 'GET', `/reports/sales?${query}`, token);
const october = 'from=2026-10-01&to=2026-10-31';
const december = 'from=2026-12-01&to=2026-12-31';

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
  customer = await shopper(database);
  const oils = await createCategory(database, 'Oils');
  const teas = await createCategory(database, 'Teas');
  const oil = await product(database, { name: 'Brahmi Oil', categoryIds: [oils.id] });
  const tea = await product(database, { name: 'Tulsi Tea', categoryIds: [teas.id] });
  const [a, b, c] = [await shopper(database), await shopper(database), await shopper(database)];
  const oilLine = (quantity: number) => ({
    productId: oil.id,
    unitPricePaise: 10_000,
    quantity,
    gstRateBp: 1800,
  });
  const teaLine = (quantity: number) => ({
    productId: tea.id,
    unitPricePaise: 5_000,
    quantity,
    gstRateBp: 500,
  });
  // A's first order was before October: A returns in October.
  await insertOrder(database, {
    userId: a.id,
    at: india('2026-09-30T10:00:00'),
    method: 'online',
    lines: [oilLine(1)],
  });
  // 00:30 in India on 6 October is still 5 October in UTC: it counts on the 6th.
  await insertOrder(database, {
    userId: a.id,
    at: india('2026-10-06T00:30:00'),
    method: 'online',
    lines: [oilLine(2), teaLine(1)],
    promo: { code: 'AYUR10', discountPaise: 2_500 },
    shippingPaise: 5_000,
  });
  await insertOrder(database, {
    userId: b.id,
    at: india('2026-10-07T12:00:00'),
    method: 'cod',
    lines: [teaLine(2)],
    codFeePaise: 3_000,
  });
  await insertOrder(database, {
    userId: b.id,
    at: india('2026-10-08T12:00:00'),
    method: 'cod',
    status: 'cancelled',
    lines: [oilLine(1)],
  });
  const returned = await insertOrder(database, {
    userId: c.id,
    at: india('2026-10-12T09:00:00'),
    method: 'online',
    status: 'returned',
    lines: [{ ...oilLine(1), variantLabel: '200 ml' }],
    promo: { code: 'AYUR10', discountPaise: 1_000 },
  });
  await insertRefund(database, returned, 9_000, india('2026-10-14T10:00:00'));
  // A Cash on Delivery parcel the courier brought back, then cancelled.
  const rto = await insertOrder(database, {
    userId: c.id,
    at: india('2026-10-20T18:00:00'),
    method: 'cod',
    status: 'cancelled',
    lines: [teaLine(1)],
  });
  await insertShipment(database, rto, 'returned');
  await insertOrder(database, {
    userId: b.id,
    at: india('2026-11-01T00:10:00'),
    method: 'online',
    lines: [oilLine(1)],
  });
  // December, with promotions (ADR 0034): an automatic buy 2 get 1 on tea stacked with a code.
  const [auto] = await database.db
    .insert(promoCodes)
    .values({
      code: null,
      name: 'Tea: buy 2 get 1',
      kind: 'buy_x_get_y',
      buyQuantity: 2,
      getQuantity: 1,
      combinable: true,
    })
    .returning();
  const [festive] = await database.db
    .insert(promoCodes)
    .values({ code: 'FEST5', name: 'Festive 5%', kind: 'percent', percent: 5, combinable: true })
    .returning();
  const got = (promotion: typeof auto, discountPaise: number) => ({
    id: promotion!.id,
    name: promotion!.name,
    code: promotion!.code,
    discountPaise,
  });
  // Three teas, one free (₹50), then 5 % of what is left of each line: ₹5 of the tea, ₹5 of the oil.
  await insertOrder(database, {
    userId: a.id,
    at: india('2026-12-05T11:00:00'),
    method: 'online',
    lines: [
      { ...teaLine(3), discountPaise: 5_500 },
      { ...oilLine(1), discountPaise: 500 },
    ],
    promotions: [got(auto, 5_000), got(festive, 1_000)],
  });
  // Placed before promotions: a code and the order's discount only, shared over its lines.
  await insertOrder(database, {
    userId: b.id,
    at: india('2026-12-06T11:00:00'),
    method: 'cod',
    lines: [oilLine(1)],
    promo: { code: 'AYUR10', discountPaise: 1_000 },
  });
  await insertOrder(database, {
    userId: c.id,
    at: india('2026-12-07T11:00:00'),
    method: 'online',
    lines: [{ ...teaLine(2), discountPaise: 500 }],
    promotions: [got(festive, 500)],
    shippingPaise: 5_000,
  });
  await insertOrder(database, {
    userId: c.id,
    at: india('2026-12-08T11:00:00'),
    method: 'cod',
    status: 'cancelled',
    lines: [{ ...teaLine(1), discountPaise: 250 }],
    promotions: [got(festive, 250)],
  });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('GET /api/admin/reports/sales', () => {
  it('is for admins only: a visitor gets 401, a customer 403', async () => {
    expect((await adminCall(api.app, 'GET', `/reports/sales?${october}`)).statusCode).toBe(401);
    const refused = await report(october, customer.token);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ statusCode: 403, code: expect.any(String) });
  });

  it('sums each India day: cancelled orders counted apart, refunds on the day processed, GST held in the net', async () => {
    const body = (await report(`${october}&by=day`)).json();
    expect(body.rows).toHaveLength(31);
    const day = (period: string) => body.rows.find((row: { period: string }) => row.period === period);
    expect(day('2026-10-05')).toMatchObject({ orders: 0, grossPaise: 0 });
    expect(day('2026-10-06')).toEqual({
      period: '2026-10-06',
      orders: 1,
      cancelled: 0,
      grossPaise: 25_000,
      discountPaise: 2_500,
      shippingPaise: 5_000,
      refundPaise: 0,
      netPaise: 27_500,
      // (20000 × 18/118 + 5000 × 5/105) × 27500/25000
      gstPaise: 3_618,
    });
    expect(day('2026-10-07')).toMatchObject({
      orders: 1,
      shippingPaise: 3_000,
      netPaise: 13_000,
      gstPaise: 619,
    });
    expect(day('2026-10-08')).toMatchObject({ orders: 0, cancelled: 1, grossPaise: 0 });
    expect(day('2026-10-14')).toMatchObject({
      orders: 0,
      refundPaise: 9_000,
      netPaise: -9_000,
      gstPaise: -1_373,
    });
    expect(body.totals).toEqual({
      period: 'Total',
      orders: 3,
      cancelled: 2,
      grossPaise: 45_000,
      discountPaise: 3_500,
      shippingPaise: 8_000,
      refundPaise: 9_000,
      netPaise: 40_500,
      gstPaise: 4_237,
    });
    expect(body.chart).toEqual({ label: 'period', value: 'netPaise' });
  });

  it('gives back a refunded bundle order’s GST as its credit note does: on each line after the bundle’s saving', async () => {
    // ₹600 at 18 % and ₹547 at 5 % sold together at ₹999: the ₹148 saving is carried by the lines.
    const buyer = await shopper(database);
    const [herb, oil] = [
      await product(database, { name: 'Shatavari' }),
      await product(database, { name: 'Bhringraj Oil' }),
    ];
    const order = await insertOrder(database, {
      userId: buyer.id,
      at: new Date('2025-12-10T06:00:00Z'),
      method: 'online',
      lines: [
        { productId: herb.id, unitPricePaise: 60_000, quantity: 1, gstRateBp: 1800, discountPaise: 8_000 },
        { productId: oil.id, unitPricePaise: 54_700, quantity: 1, gstRateBp: 500, discountPaise: 6_800 },
      ],
      bundleSavingsPaise: 14_800,
    });
    await insertRefund(database, order, 99_900, new Date('2025-12-12T06:00:00Z'));
    const body = (await report('from=2025-12-01&to=2025-12-31&by=day')).json();
    const day = (period: string) => body.rows.find((row: { period: string }) => row.period === period);
    // 52000 × 18/118 + 47900 × 5/105 = 10,213.15 paise, sold and then given back whole.
    expect(day('2025-12-10')).toMatchObject({ grossPaise: 99_900, discountPaise: 0, gstPaise: 10_213 });
    expect(day('2025-12-12')).toMatchObject({ refundPaise: 99_900, gstPaise: -10_213 });
    expect(body.totals).toMatchObject({ netPaise: 0, gstPaise: 0 });
  });

  it('reconciles with the orders: the net is what the kept orders came to less what was refunded', async () => {
    const [kept] = await database.query<{ total: string }>(
      `SELECT sum(total_paise) AS total FROM orders WHERE status <> 'cancelled' AND created_at >= $1 AND created_at < $2`,
      [india('2026-10-01T00:00:00'), india('2026-11-01T00:00:00')],
    );
    const [refunded] = await database.query<{ total: string }>(
      `SELECT sum(amount_paise) AS total FROM refunds
        WHERE status = 'processed' AND processed_at >= $1 AND processed_at < $2`,
      [india('2026-10-01T00:00:00'), india('2026-11-01T00:00:00')],
    );
    for (const by of ['day', 'week', 'month']) {
      const { totals } = (await report(`${october}&by=${by}`)).json();
      expect(totals.netPaise, by).toBe(Number(kept!.total) - Number(refunded!.total));
    }
  });

  it('groups weeks from Monday and months by the calendar, every period shown', async () => {
    const weeks = (await report(`${october}&by=week`)).json();
    expect(weeks.rows.map((row: { period: string }) => row.period)).toEqual([
      '2026-09-28',
      '2026-10-05',
      '2026-10-12',
      '2026-10-19',
      '2026-10-26',
    ]);
    // The week of 28 September counts only its October days: A's order of 30 September is outside.
    expect(weeks.rows[0]).toMatchObject({ orders: 0, grossPaise: 0 });
    expect(weeks.rows[1]).toMatchObject({ orders: 2, cancelled: 1, grossPaise: 35_000 });
    expect(weeks.rows[2]).toMatchObject({ orders: 1, refundPaise: 9_000, netPaise: 0, gstPaise: 0 });
    const months = (await report('from=2026-09-01&to=2026-11-30&by=month')).json();
    expect(months.rows.map((row: { period: string; orders: number }) => [row.period, row.orders])).toEqual([
      ['2026-09', 1],
      ['2026-10', 3],
      ['2026-11', 1],
    ]);
  });

  it('plans each run for its own period: no generic plan however often a report is asked for', async () => {
    // Statements are prepared once, and PostgreSQL would switch one to a generic plan from its sixth run.
    for (let run = 0; run < 8; run++) expect((await report(`${october}&by=product`)).statusCode).toBe(200);
    const [plans] = await database.query<{ custom: number; generic: number }>(
      `SELECT coalesce(sum(custom_plans), 0)::int AS custom, coalesce(sum(generic_plans), 0)::int AS generic
       FROM pg_prepared_statements WHERE statement LIKE '%sum(oi.quantity)::int AS units%'`,
    );
    // Read on the connection the reports ran on (PGlite has one; the pool hands back the last one used).
    expect(plans!.custom).toBeGreaterThanOrEqual(8);
    expect(plans!.generic).toBe(0);
  });

  it('by product and category: units, the discount shared over the lines, net and GST', async () => {
    const products = (await report(`${october}&by=product`)).json();
    // The returned order's oil was the 200 ml variant: a row of its own.
    const row = (name: string, variant: string, figures: Record<string, number>) => ({
      name,
      variant,
      item: variant ? `${name} · ${variant}` : name,
      ...figures,
    });
    expect(products.rows).toEqual([
      row('Brahmi Oil', '', {
        units: 2,
        lines: 1,
        grossPaise: 20_000,
        discountPaise: 2_000,
        netPaise: 18_000,
        gstPaise: 2_746,
      }),
      row('Tulsi Tea', '', {
        units: 3,
        lines: 2,
        grossPaise: 15_000,
        discountPaise: 500,
        netPaise: 14_500,
        gstPaise: 690,
      }),
      row('Brahmi Oil', '200 ml', {
        units: 1,
        lines: 1,
        grossPaise: 10_000,
        discountPaise: 1_000,
        netPaise: 9_000,
        gstPaise: 1_373,
      }),
    ]);
    expect(products.columns.map((column: { label: string }) => column.label)).toEqual([
      'Product',
      'Variant',
      'Units',
      'Order lines',
      'Gross',
      'Discounts',
      'Net',
      'GST',
    ]);
    expect(products.totals).toMatchObject({ grossPaise: 45_000, discountPaise: 3_500 });
    const categories = (await report(`${october}&by=category`)).json();
    expect(
      categories.rows.map((row: { name: string; netPaise: number }) => [row.name, row.netPaise]),
    ).toEqual([
      ['Oils', 27_000],
      ['Teas', 14_500],
    ]);
    expect(categories.totals).toBeNull();
  });

  it('by promo code, by payment method with parcels returned to origin, and new against returning customers', async () => {
    const promos = (await report(`${october}&by=promotion`)).json();
    expect(promos.rows).toEqual([
      {
        name: 'AYUR10',
        code: 'AYUR10',
        uses: 2,
        customers: 2,
        grossPaise: 35_000,
        discountPaise: 3_500,
        revenuePaise: 36_500,
      },
    ]);
    const payments = (await report(`${october}&by=payment`)).json();
    expect(payments.rows).toEqual([
      {
        method: 'Online',
        orders: 2,
        cancelled: 0,
        revenuePaise: 36_500,
        returned: 0,
        returnedPaise: 0,
        returnedBasisPoints: 0,
      },
      {
        method: 'Cash on Delivery',
        orders: 1,
        cancelled: 2,
        revenuePaise: 13_000,
        returned: 1,
        returnedPaise: 5_000,
        returnedBasisPoints: 3_333,
      },
    ]);
    expect(payments.totals).toMatchObject({
      orders: 3,
      cancelled: 2,
      returned: 1,
      returnedBasisPoints: 2_000,
    });
    const customers = (await report(`${october}&by=customers`)).json();
    expect(customers.rows).toEqual([
      {
        group: 'New',
        customers: 2,
        orders: 2,
        revenuePaise: 22_000,
        repeatBasisPoints: 0,
        lifetimeValuePaise: 11_000,
      },
      {
        group: 'Returning',
        customers: 1,
        orders: 1,
        revenuePaise: 27_500,
        repeatBasisPoints: 10_000,
        lifetimeValuePaise: 37_500,
      },
    ]);
    expect(customers.totals).toMatchObject({
      customers: 3,
      orders: 3,
      repeatBasisPoints: 3_333,
      lifetimeValuePaise: 19_833,
    });
  });

  it('answers CSV with a file name: labels, rupees to the paisa, plain negative numbers, the totals last', async () => {
    const answer = await report(`${october}&by=day&format=csv`);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(answer.headers['content-disposition']).toBe(
      'attachment; filename="sales-by-day-2026-10-01-to-2026-10-31.csv"',
    );
    const lines = answer.body.trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'Day,Orders,Cancelled,Gross (₹),Discounts (₹),Shipping and COD fees (₹),Refunds (₹),Net (₹),GST (₹)',
    );
    expect(lines).toHaveLength(33);
    expect(lines[6]).toBe('2026-10-06,1,0,250.00,25.00,50.00,0.00,275.00,36.18');
    expect(lines[14]).toBe('2026-10-14,0,0,0.00,0.00,0.00,90.00,-90.00,-13.73');
    expect(lines[32]).toBe('Total,3,2,450.00,35.00,80.00,90.00,405.00,42.37');
    const promos = await report(`${october}&by=promotion&format=csv`);
    expect(promos.body.split('\r\n')[1]).toBe('AYUR10,AYUR10,2,2,350.00,35.00,365.00');
  });

  it('by product with promotions: each line’s own discount (a free tea is the tea’s), older orders shared in proportion', async () => {
    const products = (await report(`${december}&by=product`)).json();
    expect(products.rows).toEqual([
      // 5,500 stored on the three teas of the stacked order, 500 on the two of the next; GST on 19,000 at 5 %.
      {
        name: 'Tulsi Tea',
        variant: '',
        item: 'Tulsi Tea',
        units: 5,
        lines: 2,
        grossPaise: 25_000,
        discountPaise: 6_000,
        netPaise: 19_000,
        gstPaise: 905,
      },
      // 500 stored, and the older order's whole 1,000 (its only line); GST on 18,500 at 18 %.
      {
        name: 'Brahmi Oil',
        variant: '',
        item: 'Brahmi Oil',
        units: 2,
        lines: 2,
        grossPaise: 20_000,
        discountPaise: 1_500,
        netPaise: 18_500,
        gstPaise: 2_822,
      },
    ]);
    expect(products.totals).toMatchObject({ grossPaise: 45_000, discountPaise: 7_500, netPaise: 37_500 });
  });

  it('by promotion: automatic ones and codes each with their own uses, discount and revenue; totals reconcile with the orders', async () => {
    const promos = (await report(`${december}&by=promotion`)).json();
    expect(promos.columns.map((column: { label: string }) => column.label)).toEqual([
      'Promotion',
      'Code',
      'Uses',
      'Customers',
      'Gross',
      'Discount given',
      'Revenue',
    ]);
    expect(promos.rows).toEqual([
      {
        name: 'Festive 5%',
        code: 'FEST5',
        uses: 2,
        customers: 2,
        grossPaise: 35_000,
        discountPaise: 1_500,
        revenuePaise: 33_500,
      },
      {
        name: 'AYUR10',
        code: 'AYUR10',
        uses: 1,
        customers: 1,
        grossPaise: 10_000,
        discountPaise: 1_000,
        revenuePaise: 9_000,
      },
      {
        name: 'Tea: buy 2 get 1',
        code: 'automatic',
        uses: 1,
        customers: 1,
        grossPaise: 25_000,
        discountPaise: 5_000,
        revenuePaise: 19_000,
      },
    ]);
    // The stacked order counts once in the totals; the discounts add up to the orders' own.
    const [kept] = await database.query<{ orders: string; gross: string; discount: string; total: string }>(
      `SELECT count(*) AS orders, sum(items_paise) AS gross, sum(promo_discount_paise) AS discount, sum(total_paise) AS total
       FROM orders WHERE status <> 'cancelled' AND promo_discount_paise > 0 AND created_at >= $1 AND created_at < $2`,
      [india('2026-12-01T00:00:00'), india('2027-01-01T00:00:00')],
    );
    expect(Number(kept!.orders)).toBe(3);
    expect(promos.totals).toEqual({
      name: 'Total',
      code: '',
      uses: 4,
      customers: 3,
      grossPaise: Number(kept!.gross),
      discountPaise: Number(kept!.discount),
      revenuePaise: Number(kept!.total),
    });
    expect(promos.totals).toMatchObject({ grossPaise: 45_000, discountPaise: 7_500, revenuePaise: 42_500 });
    const days = (await report(`${december}&by=month`)).json();
    expect(days.totals).toMatchObject({ discountPaise: 7_500, netPaise: 42_500 });
  });

  it('refuses bad input with 400 naming the field, in JSON even when CSV was asked for', async () => {
    const cases: [string, string][] = [
      ['from=2026-10-31&to=2026-10-01', 'to'],
      ['from=2020-01-01&to=2026-01-01', 'to'],
      ['from=2026-02-30&to=2026-03-01', 'from'],
      ['from=yesterday&to=2026-03-01', 'from'],
      ['to=2026-03-01', 'from'],
      [`${october}&by=hour`, 'by'],
      [`${october}&format=xlsx`, 'format'],
      ['from=2026-10-31&to=2026-10-01&format=csv', 'to'],
    ];
    for (const [query, field] of cases) {
      const answer = await report(query);
      expect(answer.statusCode, query).toBe(400);
      expect(answer.headers['content-type'], query).toMatch(/^application\/json/);
      expect(answer.json(), query).toMatchObject({ statusCode: 400, code: expect.any(String) });
      expect(JSON.stringify(answer.json().details), query).toContain(field);
    }
    // Five years exactly is allowed.
    expect((await report('from=2021-01-01&to=2025-12-31&by=month')).statusCode).toBe(200);
  });

  it('shows an order placed through the shop today in today’s row', async () => {
    const { order } = await codOrderFor(api.app, database);
    const today = indiaDay(new Date());
    const body = (await report(`from=${today}&to=${today}`)).json();
    expect(body.rows[0]).toMatchObject({
      period: today,
      orders: 1,
      netPaise: Math.round(order.totalPrice * 100),
    });
  });
});
