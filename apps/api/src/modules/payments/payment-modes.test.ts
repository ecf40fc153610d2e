import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { ConfigError, loadConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import {
  address,
  addToCart,
  call,
  placeCodOrder,
  product,
  shopper,
  startShop,
  type TestApi,
} from '../orders/orders.fixtures.ts';

/** Which way to pay a shop offers, by NODE_ENV, PAYMENTS_SANDBOX and the Razorpay keys. */
let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

async function withShop(env: Record<string, string>, run: (api: TestApi, log: string[]) => Promise<void>) {
  const log: string[] = [];
  const logStream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      log.push(...chunk.toString('utf8').split('\n').filter(Boolean));
      done();
    },
  });
  const api = await startShop(database, { LOG_LEVEL: 'warn', ...env }, { logStream });
  try {
    await run(api, log);
  } finally {
    await api.close();
  }
}

describe('production without Razorpay keys', () => {
  it('offers Cash on Delivery only: getkey and checkout answer 503, the sandbox cannot pay', async () => {
    await withShop({ NODE_ENV: 'production' }, async (api, log) => {
      const warnings = log.filter((line) => line.includes('Cash on Delivery only'));
      expect(warnings).toHaveLength(1);
      expect(JSON.parse(warnings[0]!).level).toBe(40);
      const key = await call(api.app, 'GET', '/payment/getkey');
      expect(key.statusCode).toBe(503);
      expect(key.json()).toMatchObject({
        statusCode: 503,
        error: 'Service Unavailable',
        code: 'ONLINE_PAYMENT_OFF',
        message: 'Online payment is not available right now. Please choose Cash on Delivery.',
      });

      const buyer = await shopper(database);
      const item = await product(database, { stock: 5 });
      await addToCart(api.app, buyer.token, item.id, 1);
      const checkout = await call(api.app, 'POST', '/payment/checkout', buyer.token, {
        shippingAddress: address(),
      });
      expect(checkout.statusCode).toBe(503);
      expect(checkout.json().code).toBe('ONLINE_PAYMENT_OFF');

      const sandbox = await call(api.app, 'POST', '/payment/sandbox/pay', buyer.token, {
        razorpay_order_id: 'order_AAAAAAAAAAAAAA',
        method: 'upi',
        outcome: 'success',
      });
      expect(sandbox.statusCode).toBe(404);
      expect(sandbox.json().code).toBe('SANDBOX_DISABLED');

      // Cash on Delivery still works.
      const order = await placeCodOrder(api.app, buyer.token);
      expect(order.paymentResult).toMatchObject({ paymentMethod: 'cod', paymentStatus: 'pending' });
    });
  });

  it('runs the sandbox when PAYMENTS_SANDBOX=true says so', async () => {
    await withShop({ NODE_ENV: 'production', PAYMENTS_SANDBOX: 'true' }, async (api) => {
      const key = await call(api.app, 'GET', '/payment/getkey');
      expect(key.statusCode).toBe(200);
      expect(key.json().provider).toBe('sandbox');
    });
  });
});

describe('outside production', () => {
  it('runs the sandbox by default, and not when PAYMENTS_SANDBOX=false', async () => {
    await withShop({ NODE_ENV: 'development' }, async (api) => {
      expect((await call(api.app, 'GET', '/payment/getkey')).json().provider).toBe('sandbox');
    });
    await withShop({ NODE_ENV: 'development', PAYMENTS_SANDBOX: 'false' }, async (api) => {
      expect((await call(api.app, 'GET', '/payment/getkey')).statusCode).toBe(503);
    });
  });
});

describe('one Razorpay key without the other', () => {
  it.each([
    [{ RAZORPAY_KEY_ID: 'rzp_live_abc' }, 'RAZORPAY_KEY_SECRET'],
    [{ RAZORPAY_KEY_SECRET: 'secret' }, 'RAZORPAY_KEY_ID'],
  ])('is a configuration error naming the missing variable', (env, missing) => {
    const error = (() => {
      try {
        loadConfig(env);
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).lines).toHaveLength(1);
    expect((error as ConfigError).lines[0]).toMatch(new RegExp(`^${missing}: `));
  });
});
