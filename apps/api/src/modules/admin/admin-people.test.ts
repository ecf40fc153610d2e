import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import {
  addToCart,
  admin,
  placeCodOrder,
  product,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';
import { adminCall } from './admin.fixtures.ts';

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

describe('customers', () => {
  it('finds accounts by name, e-mail or phone with their number of orders', async () => {
    const buyer = await createSignedInUser(database, { firstName: 'Ishaan', phone: '9000012345' });
    const item = await product(database);
    await addToCart(api.app, buyer.token, item.id);
    await placeCodOrder(api.app, buyer.token);
    const found = async (q: string) =>
      (await adminCall(api.app, 'GET', `/customers?q=${encodeURIComponent(q)}`, owner.token)).json()
        .customers;
    expect(await found('ishaan')).toMatchObject([{ id: buyer.id, ordersCount: 1, role: 'customer' }]);
    expect(await found(buyer.email)).toMatchObject([{ id: buyer.id }]);
    expect(await found('9000012345')).toMatchObject([{ id: buyer.id }]);
  });

  it('promotes and demotes, never the last admin, and audits each change', async () => {
    const person = await createSignedInUser(database);
    const promoted = await adminCall(api.app, 'PATCH', `/customers/${person.id}`, owner.token, {
      role: 'admin',
    });
    expect(promoted.json().customer.role).toBe('admin');
    // The new admin can use the console at once.
    expect((await adminCall(api.app, 'GET', '/dashboard', person.token)).statusCode).toBe(200);
    const demoted = await adminCall(api.app, 'PATCH', `/customers/${person.id}`, owner.token, {
      role: 'customer',
    });
    expect(demoted.json().customer.role).toBe('customer');
    expect((await adminCall(api.app, 'GET', '/dashboard', person.token)).statusCode).toBe(403);

    // Only the owner (and the start-up admin) remain: demote the start-up admin, then the owner is the last.
    const others = await database.db.select().from(users).where(eq(users.role, 'admin'));
    for (const other of others.filter((row) => row.id !== owner.id)) {
      expect(
        (await adminCall(api.app, 'PATCH', `/customers/${other.id}`, owner.token, { role: 'customer' }))
          .statusCode,
      ).toBe(200);
    }
    const last = await adminCall(api.app, 'PATCH', `/customers/${owner.id}`, owner.token, {
      role: 'customer',
    });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('LAST_ADMIN');
    const [row] = await database.db.select().from(users).where(eq(users.id, owner.id));
    expect(row!.role).toBe('admin');

    const audit = (
      await adminCall(api.app, 'GET', `/audit-log?entity=customer&entityId=${person.id}`, owner.token)
    ).json();
    expect(
      audit.entries.map((entry: { action: string; after: { role: string } }) => entry.after.role),
    ).toEqual(['customer', 'admin']);
    expect(audit.entries[0]).toMatchObject({ actorEmail: owner.email, before: { role: 'admin' } });
  });

  it('answers 404 for an unknown account and 400 for an unknown role', async () => {
    expect(
      (
        await adminCall(api.app, 'PATCH', '/customers/a1b2c3d4e5f6a1b2c3d4e5f6', owner.token, {
          role: 'admin',
        })
      ).statusCode,
    ).toBe(404);
    const person = await createSignedInUser(database);
    expect(
      (await adminCall(api.app, 'PATCH', `/customers/${person.id}`, owner.token, { role: 'owner' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('the audit log', () => {
  it('lists every admin change newest first with who, what and when', async () => {
    await adminCall(api.app, 'POST', '/categories', owner.token, { name: 'Audited Category' });
    const log = (await adminCall(api.app, 'GET', '/audit-log?limit=5', owner.token)).json();
    expect(log.entries[0]).toMatchObject({
      action: 'category.create',
      entity: 'category',
      actorId: owner.id,
      actorEmail: owner.email,
      before: null,
      after: { name: 'Audited Category' },
    });
    expect(log.total).toBeGreaterThan(1);
  });
});
