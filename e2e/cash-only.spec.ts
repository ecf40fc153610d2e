import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Database, loadConfig, openDatabase } from '@shop/api';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createProduct, createSignedInUser } from '../apps/api/test/factories.ts';
import { buildShopServer } from '../apps/web/server/app.ts';
import { useBrowser } from './support/browser.ts';
import { hydrated, visible } from './support/page.ts';

/**
 * A production shop without Razorpay keys and without PAYMENTS_SANDBOX=true takes Cash on Delivery
 * only. Started here, in this process, on an empty in-memory database, beside the harness's shop.
 */
describe('a shop without online payment', () => {
  const shop = useBrowser();
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-cash-only-'));
  let database: Database;
  let server: FastifyInstance;
  let baseURL: string;

  beforeAll(async () => {
    database = await openDatabase({});
    const config = loadConfig({
      NODE_ENV: 'production',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: 'cash-only-admin-1',
      RATE_LIMIT_MAX: '100000',
    });
    server = await buildShopServer({ config, database });
    baseURL = await server.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await server?.close();
    await database?.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('shows no Pay Now at checkout, and the API says why', async () => {
    const customer = await createSignedInUser(database);
    const product = await createProduct(database, { name: 'Brahmi Tablets', stock: 5 });
    const added = await fetch(`${baseURL}/api/cart/addToCart`, {
      method: 'POST',
      headers: { authorization: `Bearer ${customer.token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ productId: product.id, quantity: 1, price: 1, discountPrice: 1 }),
    });
    expect(added.status).toBe(200);
    const key = await fetch(`${baseURL}/api/payment/getkey`);
    expect(key.status).toBe(503);
    expect((await key.json()).code).toBe('ONLINE_PAYMENT_OFF');

    const page = await shop.newPage();
    await page.context().addCookies([{ name: 'shop_session', value: customer.token, url: baseURL }]);
    await page.goto(`${baseURL}/checkout`);
    await hydrated(page);
    await visible(page.getByRole('button', { name: 'Cash on Delivery' }));
    expect(await page.getByRole('button', { name: 'Pay Now' }).count()).toBe(0);
    await page.screenshot({
      path: path.join(os.tmpdir(), 'hardening-cash-only-checkout.png'),
      fullPage: true,
    });
  });
});
