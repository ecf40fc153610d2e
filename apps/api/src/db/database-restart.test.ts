import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import {
  address,
  addToCart,
  call,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../modules/orders/orders.fixtures.ts';
import type { Database } from './client.ts';

/**
 * PostgreSQL drops every connection (a restart, a failover, an operator's pg_terminate_backend): requests
 * caught in it answer 503 at once, nothing is half-written, and the shop serves again by itself.
 */
const postgresUrl = process.env.TEST_DATABASE_URL;

async function terminateConnections(database: Database) {
  const [{ name }] = (await database.query<{ name: string }>('SELECT current_database() AS name')) as [
    { name: string },
  ];
  const admin = new pg.Client({ connectionString: postgresUrl });
  await admin.connect();
  try {
    // Two steps: within one statement PostgreSQL may call pg_terminate_backend before the other filters.
    const victims = await admin.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
      [name],
    );
    const killed = await admin.query('SELECT pg_terminate_backend(pid) FROM unnest($1::int[]) AS pid', [
      victims.rows.map((row) => row.pid),
    ]);
    return killed.rowCount ?? 0;
  } finally {
    await admin.end();
  }
}

describe.skipIf(!postgresUrl)('when PostgreSQL drops every connection', () => {
  let database: Database;
  let api: TestApi;

  beforeAll(async () => {
    database = await createTestDatabase();
    api = await startShop(database);
  });
  afterAll(async () => {
    await api?.close();
    await database?.close();
  });

  it('answers 503 to requests caught in it, writes no half order, and serves again within 5 s', {
    timeout: 60_000,
  }, async () => {
    const item = await product(database, { stock: 500 });
    const buyers = await Promise.all(Array.from({ length: 24 }, () => shopper(database)));
    for (const buyer of buyers) await addToCart(api.app, buyer.token, item.id, 2);
    // Warm the pool so there are live connections to lose.
    await Promise.all(buyers.map(() => api.app.inject({ url: '/api/health' })));

    const orders = buyers.map((buyer) =>
      call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
    );
    const reads = buyers.map((buyer, index) =>
      index % 2
        ? api.app.inject({ url: `/api/product/getProductById/${item.id}` })
        : call(api.app, 'GET', '/order/getMyOrders', buyer.token),
    );
    const killed = await terminateConnections(database);
    expect(killed).toBeGreaterThan(0);
    const answers = await Promise.all([...orders, ...reads]);

    for (const answer of answers) {
      expect([200, 503], answer.body).toContain(answer.statusCode);
      if (answer.statusCode === 503) {
        expect(answer.json()).toMatchObject({ statusCode: 503, code: 'DATABASE_UNAVAILABLE' });
        expect(answer.headers['retry-after']).toBe('5');
      }
    }

    // The drop lands while orders are in their transactions: some of them are caught in it.
    expect(answers.some((answer) => answer.statusCode === 503)).toBe(true);
    // Serves again by itself, within 5 s.
    const deadline = Date.now() + 5_000;
    let health = await api.app.inject({ url: '/api/health' });
    while (health.statusCode !== 200 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      health = await api.app.inject({ url: '/api/health' });
    }
    expect(health.json()).toMatchObject({ status: 'ok', database: { reachable: true } });

    // Exactly the orders that were answered 200 exist, each whole, and the stock agrees with them.
    const placed = (await Promise.all(orders)).filter((answer) => answer.statusCode === 200).length;
    const [counts] = await database.query<{ orders: string; lines: string; stock: number }>(
      `SELECT (SELECT count(*) FROM orders) AS orders,
              (SELECT count(*) FROM order_items) AS lines,
              (SELECT stock FROM products WHERE id = $1) AS stock`,
      [item.id],
    );
    expect(Number(counts!.orders)).toBe(placed);
    expect(Number(counts!.lines)).toBe(placed);
    expect(Number(counts!.stock)).toBe(500 - 2 * placed);

    // A buyer whose order was refused can place it now, from the cart that was kept.
    const refused = buyers.filter((_, index) => answers[index]!.statusCode === 503);
    for (const buyer of refused.slice(0, 2)) {
      const retry = await call(api.app, 'POST', '/order/createOrder', buyer.token, {
        shippingAddress: address(),
      });
      expect(retry.statusCode).toBe(200);
    }
  });

  it('hears other nodes’ catalogue writes again after its listening connection was dropped', {
    timeout: 30_000,
  }, async () => {
    const item = await product(database, { stock: 5, name: 'Before the restart' });
    const first = await api.app.inject({ url: `/api/product/getProductById/${item.id}` });
    expect(first.json().product.name).toBe('Before the restart');

    const [{ name: databaseName }] = (await database.query<{ name: string }>(
      'SELECT current_database() AS name',
    )) as [{ name: string }];
    await terminateConnections(database);
    // Wait until this node listens again (its LISTEN shows in pg_stat_activity), then read once more so
    // that the cache holds the old name again: only the notification can change it now. The test's own
    // first queries may meet a dropped connection too, as any caller's may: those are asked again.
    const deadline = Date.now() + 5_000;
    let listening = 0;
    while (listening === 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      const [row] = await database
        .query<{ count: string }>(
          "SELECT count(*) AS count FROM pg_stat_activity WHERE datname = $1 AND query LIKE 'LISTEN%'",
          [databaseName],
        )
        .catch(() => []);
      listening = Number(row?.count ?? 0);
    }
    expect(listening).toBeGreaterThan(0);
    const cached = await api.app.inject({ url: `/api/product/getProductById/${item.id}` });
    expect(cached.json().product.name).toBe('Before the restart');

    // Another node renames the product and tells the others, as the catalogue does after every write.
    await database.query('UPDATE products SET name = $1 WHERE id = $2', ['After the restart', item.id]);
    await database.query('NOTIFY catalog_changed');
    const deadline2 = Date.now() + 2_000;
    let name = '';
    while (Date.now() < deadline2) {
      name = (await api.app.inject({ url: `/api/product/getProductById/${item.id}` })).json().product.name;
      if (name === 'After the restart') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(name).toBe('After the restart');
  });
});
