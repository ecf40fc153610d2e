import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { promoCodes } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import {
  addToCart,
  admin,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: { id: string; token: string; email: string };

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

describe('promo codes', () => {
  it('creates a code (upper case), counts its uses, edits it from its version and switches it off', async () => {
    const created = await adminCall(api.app, 'POST', '/promo-codes', owner.token, {
      code: ' diwali25 ',
      percent: 25,
      maxUses: 100,
      description: 'Festival offer',
    });
    expect(created.statusCode).toBe(201);
    const { promoCode } = created.json();
    expect(promoCode).toMatchObject({ code: 'DIWALI25', percent: 25, active: true, uses: 0, version: 1 });

    const buyer = await shopper(database);
    const item = await product(database);
    await addToCart(api.app, buyer.token, item.id);
    await placeCodOrder(api.app, buyer.token, { couponCode: 'diwali25' });
    const listed = (await adminCall(api.app, 'GET', '/promo-codes', owner.token)).json().promoCodes;
    expect(listed.find((code: { code: string }) => code.code === 'DIWALI25')).toMatchObject({ uses: 1 });

    const off = await adminCall(api.app, 'PATCH', `/promo-codes/${promoCode.id}`, owner.token, {
      version: 1,
      active: false,
    });
    expect(off.json().promoCode).toMatchObject({ active: false, version: 2, percent: 25 });
    const refused = await call(api.app, 'POST', '/promo/apply', buyer.token, { code: 'DIWALI25' });
    expect(refused.statusCode).toBe(400);

    const stale = await adminCall(api.app, 'PATCH', `/promo-codes/${promoCode.id}`, owner.token, {
      version: 1,
      percent: 50,
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { active: false, version: 2 } });
  });

  it('refuses a duplicate code, a bad percent, crossed dates and an unknown id, storing nothing', async () => {
    await adminCall(api.app, 'POST', '/promo-codes', owner.token, { code: 'ONCE10', percent: 10 });
    const duplicate = await adminCall(api.app, 'POST', '/promo-codes', owner.token, {
      code: 'once10',
      percent: 20,
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().code).toBe('PROMO_EXISTS');
    for (const body of [
      { code: 'BAD1', percent: 0 },
      { code: 'BAD2', percent: 12.5 },
      { code: 'BAD 3', percent: 10 },
      { code: 'BAD4', percent: 10, validFrom: '2026-05-01T00:00:00Z', validTo: '2026-04-01T00:00:00Z' },
      { code: 'BAD5', percent: 10, maxUses: -1 },
      // Beyond the database's integer column: refused by the schema, never a 500.
      { code: 'BAD6', percent: 10, maxUses: 9007199254740985 },
      { code: 'BAD7', percent: 10, maxUsesPerCustomer: 3000000000 },
    ]) {
      const response = await adminCall(api.app, 'POST', '/promo-codes', owner.token, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
    const stored = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'BAD4'));
    expect(stored).toHaveLength(0);
    const unknown = await adminCall(api.app, 'PATCH', '/promo-codes/a1b2c3d4e5f6a1b2c3d4e5f6', owner.token, {
      version: 1,
      active: true,
    });
    expect(unknown.statusCode).toBe(404);
    const [once] = await database.db.select().from(promoCodes).where(eq(promoCodes.code, 'ONCE10'));
    const huge = await adminCall(api.app, 'PATCH', `/promo-codes/${once!.id}`, owner.token, {
      version: once!.version,
      maxUsesPerCustomer: 3000000000,
    });
    expect(huge.statusCode).toBe(400);
    expect(huge.json().details).toEqual([
      { field: 'maxUsesPerCustomer', message: 'maxUsesPerCustomer is at most 1,000' },
    ]);
  });
});
