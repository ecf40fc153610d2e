import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import type { Database } from './db/client.ts';
import { orders, users } from './db/schema/index.ts';
import type { TestApi } from './modules/accounts/accounts.fixtures.ts';
import { countUsers, createCustomer, post, signupInput } from './modules/accounts/accounts.fixtures.ts';
import { address, addToCart, call, product, startShop } from './modules/orders/orders.fixtures.ts';

/** Text sent by anyone is refused with a 400 naming the field, before it reaches the database. */
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

const fieldsOf = (body: { details?: { field: string }[] }) =>
  (body.details ?? []).map((detail) => detail.field);

describe('control characters', () => {
  it.each(['firstName', 'lastName', 'userName'])(
    'a NUL byte in the sign-up %s is a 400 naming it',
    async (field) => {
      const before = await countUsers(database);
      const response = await post(
        api.app,
        '/auth/generate-signup-otp',
        signupInput({ [field]: 'Asha\u0000Rao' }),
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({ statusCode: 400, code: 'VALIDATION_FAILED' });
      expect(fieldsOf(response.json())).toContain(field);
      expect(await countUsers(database)).toBe(before);
    },
  );

  it('a NUL byte in a checkout address is a 400 naming the field, and no order is made', async () => {
    const customer = await createCustomer(api.app, database);
    const herb = await product(database, { stock: 5 });
    await addToCart(api.app, customer.token, herb.id, 1);
    const response = await call(api.app, 'POST', '/order/createOrder', customer.token, {
      shippingAddress: address({ city: 'Benga\u0000luru' }),
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toContain('shippingAddress.city');
    expect(await database.db.select().from(orders).where(eq(orders.userId, customer.user._id))).toHaveLength(
      0,
    );
  });

  it('a NUL byte in an id or a promo code is a 400, not a database error', async () => {
    const customer = await createCustomer(api.app, database);
    const byId = await call(api.app, 'GET', '/product/getProductById/ab%00cd');
    expect(byId.statusCode).toBe(400);
    const promo = await call(api.app, 'POST', '/promo/apply', customer.token, { code: 'AYUR\u000010' });
    expect(promo.statusCode).toBe(400);
    expect(fieldsOf(promo.json())).toContain('code');
    const cart = await call(api.app, 'POST', '/cart/addToCart', customer.token, {
      productId: 'x\u0000y',
      quantity: 1,
    });
    expect(cart.statusCode).toBe(400);
    expect(fieldsOf(cart.json())).toContain('productId');
  });
});

describe('markup in names', () => {
  const markup = '<img src=x onerror=alert(1)>';

  it('is refused on sign-up', async () => {
    const response = await post(api.app, '/auth/generate-signup-otp', signupInput({ firstName: markup }));
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toContainEqual({
      field: 'firstName',
      message: 'First name cannot contain < or >',
    });
  });

  it('is refused on profile update, and the stored name stays', async () => {
    const customer = await createCustomer(api.app, database);
    const response = await api.app.inject({
      method: 'PUT',
      url: '/api/auth/updateProfile',
      headers: { authorization: `Bearer ${customer.token}` },
      payload: { firstName: markup, lastName: 'Rao', userName: customer.user.userName, phone: '9876543210' },
    });
    expect(response.statusCode).toBe(400);
    expect(fieldsOf(response.json())).toEqual(['firstName']);
    const [row] = await database.db.select().from(users).where(eq(users.id, customer.user._id));
    expect(row?.firstName).toBe('Asha');
  });
});
