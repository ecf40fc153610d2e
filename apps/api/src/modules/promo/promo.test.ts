import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { seedProducts } from '../../db/seed/catalogue-data.ts';
import { demoPromoCodes, seedPromoCodes } from '../../db/seed/promo-codes.ts';
import {
  addToCart,
  call,
  customerWithOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  api = await startShop(database);
  await database.db.insert(promoCodes).values([
    { code: 'OLDSALE20', percent: 20, validTo: new Date('2020-01-01T00:00:00Z') },
    { code: 'RETIRED10', percent: 10, active: false },
    { code: 'SOLDOUT10', percent: 10, maxUses: 1, uses: 1 },
    { code: 'LATER10', percent: 10, validFrom: new Date('2099-01-01T00:00:00Z') },
  ]);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const apply = (token: string | undefined, code: unknown) =>
  call(api.app, 'POST', '/promo/apply', token, { code });

describe('the seeded codes', () => {
  it('are the spec’s seven (six at 10 %, one at 100 %) plus the landing page’s product code at 15 %', async () => {
    const rows = await database.db.select().from(promoCodes);
    const seeded = rows.filter((row) => demoPromoCodes.some((code) => code.code === row.code));
    expect(seeded).toHaveLength(8);
    expect(seeded.filter((row) => row.percent === 10)).toHaveLength(6);
    expect(seeded.filter((row) => row.percent === 100)).toHaveLength(1);
    const fifteen = seeded.filter((row) => row.percent === 15);
    expect(fifteen.map((row) => row.code)).toEqual(['ASHWAGANDHA15']);
    expect(seedProducts.some((item) => item.name.toUpperCase().startsWith('ASHWAGANDHA'))).toBe(true);
    expect(await seedPromoCodes(database.db)).toBe(0);
  });
});

describe('POST /promo/apply', () => {
  it('matches after trimming and ignoring case, and prices the cart with it', async () => {
    const user = await shopper(database);
    const item = await product(database, { pricePaise: 100000, discountPricePaise: 90000 });
    await addToCart(api.app, user.token, item.id, 2);
    const response = await apply(user.token, '  ayur10 ');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      success: true,
      code: 'AYUR10',
      discount: 10,
      message: 'AYUR10 applied! You got 10% off.',
      totals: {
        itemCount: 2,
        originalPrice: 2000,
        totalDiscountPrice: 1800,
        promoCode: 'AYUR10',
        promoPercent: 10,
        promoDiscount: 180,
        shippingPrice: 0,
        shippingPaise: 0,
        codFeePaise: 0,
        subtotalPrice: 1620,
        totalPrice: 1620,
      },
    });
  });

  it('knows the landing page code and the free-order code', async () => {
    const user = await shopper(database);
    expect((await apply(user.token, 'Ashwagandha15')).json()).toMatchObject({
      code: 'ASHWAGANDHA15',
      discount: 15,
    });
    expect((await apply(user.token, 'FREEDOM100')).json()).toMatchObject({
      code: 'FREEDOM100',
      discount: 100,
    });
  });

  it.each([
    ['NOPE', 'Invalid promo code'],
    ['RETIRED10', 'Invalid promo code'],
    ['LATER10', 'Invalid promo code'],
    ['OLDSALE20', 'This promo code has expired'],
    ['SOLDOUT10', 'This promo code has been fully used'],
  ])('refuses %s with 400 PROMO_INVALID: %s', async (code, message) => {
    const user = await shopper(database);
    const response = await apply(user.token, code);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: 'PROMO_INVALID', message, details: [{ field: 'code' }] });
  });

  it('refuses a once-per-customer code the shopper has already used', async () => {
    const { customer: user } = await customerWithOrder(api.app, database, {
      order: { couponCode: 'welcome10' },
    });
    const response = await apply(user.token, 'WELCOME10');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('You have already used this promo code');
    const other = await shopper(database);
    expect((await apply(other.token, 'WELCOME10')).statusCode).toBe(200);
  });

  it('needs a code and a signed-in shopper', async () => {
    const user = await shopper(database);
    const empty = await apply(user.token, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().details[0].field).toBe('code');
    expect((await apply(undefined, 'AYUR10')).statusCode).toBe(401);
  });

  it('does not reserve the code: applying twice uses nothing', async () => {
    const user = await shopper(database);
    await apply(user.token, 'HEALTH10');
    await apply(user.token, 'HEALTH10');
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'HEALTH10'));
    expect(row!.uses).toBe(0);
  });
});
