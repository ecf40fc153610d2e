import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Writable } from 'node:stream';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { buildApi, prepareDatabase } from './app.ts';
import { ConfigError, isProduction, loadConfig, onlinePaymentMode, testConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { categories, promoCodes } from './db/schema/index.ts';
import { systemClock } from './lib/clock.ts';
import { createCustomer, login, startApi } from './modules/accounts/accounts.fixtures.ts';
import { AdminService } from './modules/accounts/admin.service.ts';

/**
 * `npm start` sets no NODE_ENV: a shop at an https PUBLIC_URL gets production's safety defaults all the
 * same (ADR 0023). An empty NODE_ENV counts as unset, so these configurations have none.
 */
const live = {
  NODE_ENV: '',
  PUBLIC_URL: 'https://shop.example.in',
  MAIL_OUTBOX: 'true',
  SELLER_GSTIN: '27AAPFU0939F1ZV',
  FSSAI_LICENCE_NUMBER: '11521999000123',
};

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function logLines() {
  const lines: { level: number; msg: string }[] = [];
  const stream = new Writable({
    write(chunk: Buffer, _encoding, done) {
      for (const line of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(line));
      done();
    },
  });
  return { lines, stream };
}

describe('what counts as production', () => {
  it('is NODE_ENV=production, or an https PUBLIC_URL without it; the test runner keeps its own', () => {
    expect(isProduction(testConfig(live))).toBe(true);
    expect(isProduction(testConfig({ NODE_ENV: 'production' }))).toBe(true);
    expect(isProduction(testConfig({ NODE_ENV: '', PUBLIC_URL: 'http://127.0.0.1:3000' }))).toBe(false);
    expect(isProduction(testConfig({ NODE_ENV: '' }))).toBe(false);
    expect(isProduction(testConfig({ PUBLIC_URL: 'https://shop.example.in' }))).toBe(false);
  });

  it('asks for SMTP at an https address without NODE_ENV, as with NODE_ENV=production', () => {
    const error = (() => {
      try {
        loadConfig({
          PUBLIC_URL: 'https://shop.example.in',
          SELLER_GSTIN: '27AAPFU0939F1ZV',
          FSSAI_LICENCE_NUMBER: '11521999000123',
        });
      } catch (caught) {
        return caught;
      }
    })();
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).lines).toEqual([
      expect.stringMatching(/^SMTP_URL: required in production/),
    ]);
  });
});

describe('a shop at an https PUBLIC_URL without NODE_ENV', () => {
  it('runs no payment sandbox unless PAYMENTS_SANDBOX=true', async () => {
    expect(onlinePaymentMode(testConfig(live))).toBe('off');
    expect(onlinePaymentMode(testConfig({ ...live, PAYMENTS_SANDBOX: 'true' }))).toBe('sandbox');
    const api = await startApi(database, live);
    try {
      const key = await api.app.inject({ method: 'GET', url: '/api/payment/getkey' });
      expect(key.statusCode).toBe(503);
      expect(key.json()).toMatchObject({ statusCode: 503, code: 'ONLINE_PAYMENT_OFF' });
      const customer = await createCustomer(api.app, database);
      const pay = await api.app.inject({
        method: 'POST',
        url: '/api/payment/sandbox/pay',
        headers: { authorization: `Bearer ${customer.token}` },
        payload: { razorpay_order_id: 'order_AAAAAAAAAAAAAA', method: 'upi', outcome: 'success' },
      });
      expect(pay.statusCode).toBe(404);
      expect(pay.json().code).toBe('SANDBOX_DISABLED');
    } finally {
      await api.close();
    }
  });

  it('sets its session cookie Secure', async () => {
    const api = await startApi(database, live);
    try {
      const customer = await createCustomer(api.app, database);
      const response = await login(api.app, customer.email, customer.password);
      expect(response.statusCode).toBe(200);
      const setCookie = [response.headers['set-cookie']].flat().join('\n');
      expect(setCookie).toMatch(/; Secure/);
    } finally {
      await api.close();
    }
  });

  it('never writes a generated admin password to the log: without a terminal it asks for ADMIN_PASSWORD', async () => {
    const fresh = await createTestDatabase();
    try {
      const admins = new AdminService(fresh.db, systemClock);
      const logged: string[] = [];
      const log = { info: (line: string) => logged.push(line), warn: (line: string) => logged.push(line) };
      const pipe = { isTTY: false, write: () => true };
      const error = await admins
        .ensureFirstAdmin(testConfig({ ...live, ADMIN_EMAIL: 'owner@example.in' }), log, pipe)
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).lines[0]).toMatch(/^ADMIN_PASSWORD: required in production/);
      expect(logged).toEqual([]);
    } finally {
      await fresh.close();
    }
  });

  it('a start refused for want of ADMIN_PASSWORD holds no connection, so the database still closes', async () => {
    // On PostgreSQL the catalogue's listening connection used to stay checked out, and closing the
    // pool waited for it for ever: the process hung silently instead of printing the setting it needs.
    const fresh = await createTestDatabase();
    const error = await buildApi({
      config: testConfig({ ...live, ADMIN_EMAIL: 'owner@example.in' }),
      database: fresh,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as ConfigError).lines[0]).toMatch(/^ADMIN_PASSWORD: required in production/);
    await fresh.close();
  });
});

describe('demo data on a first start', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-production-seed-'));
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const demoCode = async (seeded: Database) =>
    (await seeded.db.select().from(promoCodes).where(eq(promoCodes.code, 'FREEDOM100')))[0];
  const categoryCount = async (seeded: Database) =>
    (await seeded.db.select({ n: count() }).from(categories))[0]!.n;

  it('stays out of a production database unless SEED_DEMO=true; then the start log warns', {
    timeout: 120_000,
  }, async () => {
    const production = loadConfig({ ...live, LOG_LEVEL: 'warn', DATA_DIR: dataDir });
    expect(production.SEED_DEMO).toBe(false);
    const empty = await prepareDatabase(production);
    try {
      expect(await categoryCount(empty)).toBe(0);
      expect(await demoCode(empty)).toBeUndefined();
    } finally {
      await empty.close();
    }

    const quiet = logLines();
    const unasked = await buildApi({
      config: { ...production, ADMIN_PASSWORD: 'admin-password-1' },
      logStream: quiet.stream,
    });
    await unasked.close();
    expect(quiet.lines.filter((line) => line.msg.includes('SEED_DEMO'))).toEqual([]);

    const asked = loadConfig({ ...live, LOG_LEVEL: 'warn', DATA_DIR: dataDir, SEED_DEMO: 'true' });
    const log = logLines();
    const app = await buildApi({
      config: { ...asked, ADMIN_PASSWORD: 'admin-password-1' },
      logStream: log.stream,
    });
    await app.close();
    const warnings = log.lines.filter((line) => line.msg.includes('SEED_DEMO=true in production'));
    expect(warnings).toHaveLength(1);
    expect(warnings[0]!.level).toBe(40);
    expect(warnings[0]!.msg).toContain('FREEDOM100');
    const seeded = await prepareDatabase({ ...production, SEED_DEMO: false });
    try {
      expect(await categoryCount(seeded)).toBeGreaterThan(0);
      expect(await demoCode(seeded)).toMatchObject({ percent: 100 });
    } finally {
      await seeded.close();
    }
  });

  it('is still seeded by default in development', () => {
    expect(loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'http://localhost:3000' }).SEED_DEMO).toBe(true);
    expect(loadConfig({}).SEED_DEMO).toBe(true);
  });
});
