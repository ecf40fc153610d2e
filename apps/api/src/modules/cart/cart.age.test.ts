import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { ageGateMessages } from '@shop/shared';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createCategory } from '../../../test/factories.ts';
import { type Database, migrationsFolder } from '../../db/client.ts';
import { products } from '../../db/schema/index.ts';
import { call, product, shopper, startShop, type TestApi } from '../orders/orders.fixtures.ts';

/** docs/PRODUCT.md §7.4: an age-restricted product goes into a cart only after the session's 18+ ask. */

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const add = (token: string, productId: string, quantity = 1) =>
  call(api.app, 'POST', '/cart/addToCart', token, { productId, quantity, mode: 'add' });
const cartOf = async (token: string) =>
  (await call(api.app, 'GET', '/cart/getUserCart', token)).json() as { items: unknown[] };

describe('adding an age-restricted product', () => {
  it('is refused (409, the gate’s question) until the session confirms, then allowed', async () => {
    const user = await shopper(database);
    const adult = await product(database, { name: 'Shilajit Resin', ageRestricted: true, stock: 5 });

    const refused = await add(user.token, adult.id);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({
      statusCode: 409,
      code: 'AGE_NOT_CONFIRMED',
      message: ageGateMessages.refused,
    });
    expect((await cartOf(user.token)).items).toEqual([]);
    // The short form (set a quantity) is refused too; it is not a way round the gate.
    const set = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      productId: adult.id,
      quantity: 2,
    });
    expect(set.statusCode).toBe(409);

    const before = await call(api.app, 'GET', '/cart/ageConfirmation', user.token);
    expect(before.json()).toEqual({ success: true, ageConfirmed: false });
    const confirmed = await call(api.app, 'POST', '/cart/ageConfirmation', user.token);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json()).toEqual({ success: true, ageConfirmed: true });
    const after = await call(api.app, 'GET', '/cart/ageConfirmation', user.token);
    expect(after.json()).toEqual({ success: true, ageConfirmed: true });

    const allowed = await add(user.token, adult.id);
    expect(allowed.statusCode).toBe(200);
    expect((await cartOf(user.token)).items).toHaveLength(1);
    // Remembered for the session: a second add needs no new ask.
    expect((await add(user.token, adult.id)).statusCode).toBe(200);
  });

  it('is remembered per session: another shopper (another session) is still asked', async () => {
    const adult = await product(database, { ageRestricted: true });
    const first = await shopper(database);
    const second = await shopper(database);
    await call(api.app, 'POST', '/cart/ageConfirmation', first.token);
    expect((await add(first.token, adult.id)).statusCode).toBe(200);
    expect((await add(second.token, adult.id)).statusCode).toBe(409);
  });

  it('leaves other products alone, and removing a restricted line needs no ask', async () => {
    const user = await shopper(database);
    const other = await product(database, { name: 'Triphala Churna' });
    expect((await add(user.token, other.id)).statusCode).toBe(200);
    const adult = await product(database, { ageRestricted: true });
    const removal = await call(api.app, 'POST', '/cart/addToCart', user.token, {
      productId: adult.id,
      quantity: 0,
    });
    expect(removal.statusCode).toBe(200);
  });

  it('asks a visitor to sign in first (401), and product answers carry ageRestricted', async () => {
    const adult = await product(database, { ageRestricted: true });
    const plain = await product(database);
    expect((await call(api.app, 'POST', '/cart/ageConfirmation')).statusCode).toBe(401);
    const one = await api.app.inject({ method: 'GET', url: `/api/product/getProductById/${adult.id}` });
    expect(one.json().product).toMatchObject({ _id: adult.id, ageRestricted: true, name: adult.name });
    const other = await api.app.inject({ method: 'GET', url: `/api/product/getProductById/${plain.id}` });
    expect(other.json().product.ageRestricted).toBe(false);
  });
});

describe('migration 0021', () => {
  it("sets the flag on the products whose main category is Men's Wellness, and on no other", async () => {
    const mens = await createCategory(database, "Men's Wellness", 0);
    const immunity = await createCategory(database, 'Immunity', 1);
    const main = await product(database, { categoryIds: [mens.id, immunity.id] });
    const second = await product(database, { categoryIds: [immunity.id, mens.id] });
    const none = await product(database, { categoryIds: [immunity.id] });
    const ids = [main.id, second.id, none.id];
    await database.db.update(products).set({ ageRestricted: false }).where(inArray(products.id, ids));

    // The migration's own statement, run on a shop that has these products.
    const sqlText = await readFile(path.join(migrationsFolder, '0021_age_restricted.sql'), 'utf8');
    const update = sqlText.split('--> statement-breakpoint').find((part) => part.includes('UPDATE'));
    if (!update) throw new Error('0021 has no UPDATE statement');
    await database.query(update);

    const flags = await database.db
      .select({ id: products.id, ageRestricted: products.ageRestricted })
      .from(products)
      .where(inArray(products.id, ids));
    const flag = (id: string) => flags.find((row) => row.id === id)?.ageRestricted;
    expect(flag(main.id)).toBe(true);
    expect(flag(second.id)).toBe(false);
    expect(flag(none.id)).toBe(false);
    const [stored] = await database.db.select().from(products).where(eq(products.id, main.id));
    expect(stored?.ageRestricted).toBe(true);
  });
});
