import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import { type Database, openDatabase } from '../../db/client.ts';
import { shippingPincodes, shippingSettings } from '../../db/schema/shipping.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';
import { checkPincode, shippingRules } from './index.ts';
import { ShippingChanges } from './shipping.cache.ts';

let database: Database;
let api: TestApi;
let owner: SignedInUser;
let customer: SignedInUser;
// Thu 26 Nov 2026, 11:00 in India (before the 2 PM cut-off).
let now = new Date('2026-11-26T05:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, {}, { clock: () => now });
  owner = await createSignedInUser(database, { role: 'admin' });
  customer = await createSignedInUser(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

beforeEach(async () => {
  now = new Date('2026-11-26T05:30:00Z');
  // Each test starts from a new shop's rules through the API, so the cache is dropped as a save drops it.
  const current = (await settings()).json().settings;
  const reset = await putSettings({
    flatPaise: 0,
    freeAbovePaise: null,
    codFeePaise: 0,
    codMaxPaise: null,
    cutoffHour: 14,
    holidays: [],
    version: current.version,
  });
  expect(reset.statusCode).toBe(200);
  expect((await upload('pincode,cod,days\n')).statusCode).toBe(200);
});

const settings = (token = owner.token) =>
  api.app.inject({
    method: 'GET',
    url: '/api/admin/shipping/settings',
    headers: { authorization: `Bearer ${token}` },
  });
const putSettings = (body: unknown, token = owner.token) =>
  api.app.inject({
    method: 'PUT',
    url: '/api/admin/shipping/settings',
    headers: { authorization: `Bearer ${token}` },
    payload: body as never,
  });
const upload = (csv: string, token = owner.token, type = 'text/csv') =>
  api.app.inject({
    method: 'POST',
    url: '/api/admin/shipping/pincodes',
    headers: { authorization: `Bearer ${token}`, 'content-type': type },
    payload: csv,
  });
const check = (pincode: string) => api.app.inject({ method: 'GET', url: `/api/shipping/pincode/${pincode}` });
const summary = async () =>
  (
    await api.app.inject({
      method: 'GET',
      url: '/api/admin/shipping/pincodes',
      headers: { authorization: `Bearer ${owner.token}` },
    })
  ).json().summary;
const auditOf = async (entity: string) =>
  (
    await api.app.inject({
      method: 'GET',
      url: `/api/admin/audit-log?entity=${entity}`,
      headers: { authorization: `Bearer ${owner.token}` },
    })
  ).json().entries as { action: string; actorEmail: string; before: unknown; after: unknown }[];

describe('the owner’s shipping settings', () => {
  it('a new shop is all of India, free, cut-off 2 PM', async () => {
    const response = await settings();
    expect(response.statusCode).toBe(200);
    expect(response.json().settings).toMatchObject({
      flatPaise: 0,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    });
  });

  it('are the owner’s: a visitor hears 401 and a customer 403, and nothing is saved', async () => {
    const body = {
      flatPaise: 1,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 1,
      holidays: [],
      version: 1,
    };
    expect((await api.app.inject({ method: 'GET', url: '/api/admin/shipping/settings' })).statusCode).toBe(
      401,
    );
    expect((await settings(customer.token)).statusCode).toBe(403);
    expect((await putSettings(body, customer.token)).statusCode).toBe(403);
    expect((await upload('pincode,cod,days\n110001,yes,2\n', customer.token)).statusCode).toBe(403);
    expect(
      (await api.app.inject({ method: 'GET', url: '/api/admin/shipping/pincodes.csv' })).statusCode,
    ).toBe(401);
    expect((await settings()).json().settings.flatPaise).toBe(0);
    expect((await summary()).rows).toBe(0);
  });

  it('saves, audits and versions the rules, and the cart’s rules read the new ones at once', async () => {
    const before = (await settings()).json().settings;
    expect(await shippingRules(database.db)).toMatchObject({ flatPaise: 0 });
    const response = await putSettings({
      flatPaise: 4_900,
      freeAbovePaise: 99_900,
      codFeePaise: 3_000,
      codMaxPaise: 500_000,
      cutoffHour: 12,
      holidays: ['2026-12-25', '2026-11-27', '2026-12-25'],
      version: before.version,
    });
    expect(response.statusCode).toBe(200);
    const saved = response.json().settings;
    expect(saved).toMatchObject({
      flatPaise: 4_900,
      holidays: ['2026-11-27', '2026-12-25'],
      version: before.version + 1,
    });
    expect(await shippingRules(database.db)).toEqual({
      flatPaise: 4_900,
      freeAbovePaise: 99_900,
      codFeePaise: 3_000,
      codMaxPaise: 500_000,
      cutoffHour: 12,
      holidays: ['2026-11-27', '2026-12-25'],
    });
    const [entry] = await auditOf('shipping_settings');
    expect(entry).toMatchObject({ action: 'shipping.settings', actorEmail: owner.email });
    expect(entry!.before).toMatchObject({ flatPaise: 0 });
    expect(entry!.after).toMatchObject({ flatPaise: 4_900 });
  });

  it('refuses a save made from an older version with the current values (409), changing nothing', async () => {
    const current = (await settings()).json().settings;
    const body = {
      flatPaise: 100,
      freeAbovePaise: null,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 14,
      holidays: [],
    };
    expect((await putSettings({ ...body, version: current.version })).statusCode).toBe(200);
    const stale = await putSettings({ ...body, flatPaise: 999, version: current.version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({ code: 'STALE_VERSION', current: { flatPaise: 100 } });
    expect((await shippingRules(database.db)).flatPaise).toBe(100);
  });

  it('answers bad values with 400 naming each field, and saves nothing', async () => {
    const current = (await settings()).json().settings;
    const response = await putSettings({
      flatPaise: -1,
      freeAbovePaise: 10.5,
      codFeePaise: 0,
      codMaxPaise: null,
      cutoffHour: 24,
      holidays: ['2026-02-30'],
      version: current.version,
    });
    expect(response.statusCode).toBe(400);
    const fields = (response.json().details as { field: string }[]).map((detail) => detail.field).sort();
    expect(fields).toEqual(['cutoffHour', 'flatPaise', 'freeAbovePaise', 'holidays.0']);
    expect((await settings()).json().settings.version).toBe(current.version);
  });
});

describe('the pincode table', () => {
  it('imports a CSV of pincodes and prefixes, sums it up and gives it back as CSV', async () => {
    const response = await upload('Pincode, COD, Days\r\n110001,yes,2\r\n56,no,4\r\n\r\n4000,Y,3\r\n');
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toEqual({
      rows: 3,
      pincodes: 1,
      prefixes: 2,
      codRows: 2,
      minDays: 2,
      maxDays: 4,
      defaultDays: 5,
    });
    const csv = await api.app.inject({
      method: 'GET',
      url: '/api/admin/shipping/pincodes.csv',
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body).toBe('pincode,cod,days\r\n110001,yes,2\r\n4000,yes,3\r\n56,no,4\r\n');
    const [entry] = await auditOf('shipping_pincodes');
    expect(entry).toMatchObject({ action: 'shipping.pincodes', after: { rows: 3 } });
  });

  it('refuses a CSV with bad lines, naming each line and why, and keeps the table as it was', async () => {
    expect((await upload('pincode,cod,days\n110001,yes,2\n')).statusCode).toBe(200);
    const response = await upload(
      [
        'pincode,cod,days',
        '560001,yes,3',
        '56000A,yes,3',
        '400001,maybe,3',
        '400002,no,99',
        '560001,no,2',
        '012345,yes,1',
        '700001,yes',
      ].join('\n'),
    );
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.code).toBe('INVALID_PINCODE_CSV');
    expect(body.message).toBe(
      '6 lines of the CSV could not be read; nothing was imported. Correct them and upload the file again.',
    );
    expect(body.details).toEqual([
      {
        field: 'line 3',
        message: '"56000A" is not a pincode or a prefix of one (1 to 6 digits, the first not 0)',
      },
      { field: 'line 4', message: 'cod must be yes or no, not "maybe"' },
      { field: 'line 5', message: 'days must be a whole number from 0 to 60, not "99"' },
      { field: 'line 6', message: '560001 is already on line 2' },
      {
        field: 'line 7',
        message: '"012345" is not a pincode or a prefix of one (1 to 6 digits, the first not 0)',
      },
      { field: 'line 8', message: 'Expected 3 values (pincode,cod,days), found 2' },
    ]);
    expect(await summary()).toMatchObject({ rows: 1, pincodes: 1 });
    expect((await check('560001')).json().serviceable).toBe(false);
    expect((await check('110001')).json().serviceable).toBe(true);
  });

  it('refuses a CSV without its header line', async () => {
    const response = await upload('110001,yes,2\n');
    expect(response.statusCode).toBe(400);
    expect(response.json().details[0]).toEqual({
      field: 'line 1',
      message: 'The first line must be the header "pincode,cod,days"',
    });
  });

  it('takes the CSV as a JSON string too (how the pages’ in-process caller sends every body)', async () => {
    const response = await api.app.inject({
      method: 'POST',
      url: '/api/admin/shipping/pincodes',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      payload: JSON.stringify('pincode,cod,days\n110001,no,2\n'),
    });
    expect(response.statusCode).toBe(200);
    expect((await check('110001')).json()).toMatchObject({ serviceable: true, cod: false });
  });

  it('refuses other bodies', async () => {
    expect(
      (await upload('pincode,cod,days\n110001,yes,2\n', owner.token, 'application/xml')).statusCode,
    ).toBe(415);
  });

  it('imports 20,000 rows in one go, in a few seconds, and answers each check from memory', async () => {
    const lines = ['pincode,cod,days'];
    for (let index = 0; index < 20_000; index++)
      lines.push(`${110_000 + index * 7},${index % 3 ? 'yes' : 'no'},${2 + (index % 6)}`);
    const started = performance.now();
    const response = await upload(lines.join('\n'));
    const importMs = performance.now() - started;
    expect(response.statusCode).toBe(200);
    expect(response.json().summary).toMatchObject({ rows: 20_000, pincodes: 20_000 });
    expect(importMs).toBeLessThan(10_000);
    // 110000 + 3 * 7 = 110021: the fourth row, 'no' COD (index 3 % 3 === 0), 5 days.
    expect((await check('110021')).json()).toEqual({
      pincode: '110021',
      serviceable: true,
      cod: false,
      deliveryDate: '2026-12-02',
    });
    await checkPincode(database.db, '110021', now);
    const times: number[] = [];
    for (let index = 0; index < 2_000; index++) {
      const t = performance.now();
      await checkPincode(database.db, String(110_000 + ((index * 13) % 140_000)), now);
      times.push(performance.now() - t);
    }
    times.sort((a, b) => a - b);
    expect(times[Math.floor(times.length * 0.99)]).toBeLessThan(1);
  }, 60_000);
});

describe('the pincode check', () => {
  it('with no table serves all of India with Cash on Delivery in 5 working days', async () => {
    const response = await check('682001');
    expect(response.statusCode).toBe(200);
    // Thu 26 Nov before the cut-off: dispatched that day; Fri, Sat, (Sun), Mon, Tue, Wed 2 Dec.
    expect(response.json()).toEqual({
      pincode: '682001',
      serviceable: true,
      cod: true,
      deliveryDate: '2026-12-02',
    });
  });

  it('the most specific row wins; a pincode no row covers is not served', async () => {
    await upload('pincode,cod,days\n5,yes,6\n560,no,3\n560001,yes,1\n');
    expect((await check('560001')).json()).toMatchObject({
      serviceable: true,
      cod: true,
      deliveryDate: '2026-11-27',
    });
    expect((await check('560002')).json()).toMatchObject({
      serviceable: true,
      cod: false,
      deliveryDate: '2026-11-30',
    });
    expect((await check('500001')).json()).toMatchObject({
      serviceable: true,
      cod: true,
      deliveryDate: '2026-12-03',
    });
    expect((await check('110001')).json()).toEqual({
      pincode: '110001',
      serviceable: false,
      cod: false,
      deliveryDate: null,
    });
  });

  it('counts from the cut-off and skips Sundays and holidays, in India time', async () => {
    await upload('pincode,cod,days\n110001,yes,1\n');
    now = new Date('2026-11-26T08:30:00Z'); // 2:00 PM in India: from the cut-off on, next working day
    expect((await check('110001')).json().deliveryDate).toBe('2026-11-28');
    const current = (await settings()).json().settings;
    await putSettings({ ...current, holidays: ['2026-11-27', '2026-11-28'], version: current.version });
    // Dispatched Mon 30 Nov (Fri and Sat holidays, Sun), delivered Tue 1 Dec.
    expect((await check('110001')).json().deliveryDate).toBe('2026-12-01');
  });

  it('is the same answer from inside a transaction (checkout reads it there)', async () => {
    await upload('pincode,cod,days\n56,no,3\n');
    const inside = await database.db.transaction((tx) => checkPincode(tx, '560002', now));
    expect(inside).toEqual(await checkPincode(database.db, '560002', now));
    const unserved = await database.db.transaction((tx) => checkPincode(tx, '110001', now));
    expect(unserved.serviceable).toBe(false);
  });

  it('answers a malformed pincode with 400 in the error shape, naming the field', async () => {
    for (const bad of ['11000', '1100011', '012345', 'abcdef']) {
      const response = await check(bad);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        statusCode: 400,
        code: expect.any(String),
        message: expect.any(String),
      });
      expect(response.json().details[0].field).toBe('pincode');
    }
    await expect(checkPincode(database.db, ' 11000', now)).rejects.toMatchObject({ statusCode: 400 });
  });

  it('forgets what it read when the table changes behind it only through a write here (the cache is dropped)', async () => {
    await upload('pincode,cod,days\n110001,yes,2\n');
    expect((await check('110001')).json().serviceable).toBe(true);
    // A row written around the module is not seen: the answer comes from memory ...
    await database.db.insert(shippingPincodes).values({ prefix: '4', cod: true, days: 2 });
    expect((await check('400001')).json().serviceable).toBe(false);
    await database.db.update(shippingSettings).set({ flatPaise: 7 });
    expect((await shippingRules(database.db)).flatPaise).toBe(0);
    // ... and an upload through the API drops it.
    await upload('pincode,cod,days\n4,yes,2\n');
    expect((await check('400001')).json().serviceable).toBe(true);
    expect((await check('110001')).json().serviceable).toBe(false);
  });
});

const terms = async () => {
  const response = await api.app.inject({ method: 'GET', url: '/api/shipping/terms' });
  expect(response.statusCode).toBe(200);
  return response.json().terms;
};

describe('the public shipping terms (the storefront’s texts follow them)', () => {
  it('a new shop: free, no Cash on Delivery fee, COD offered (no pincode table), to a visitor', async () => {
    expect(await terms()).toEqual({ flatPaise: 0, freeAbovePaise: null, codFeePaise: 0, cod: true });
  });

  it('follow a save at once, though read from memory, and tell nothing else of the rules', async () => {
    await terms();
    const current = (await settings()).json().settings;
    const saved = await putSettings({
      ...current,
      flatPaise: 4_900,
      freeAbovePaise: 49_900,
      codFeePaise: 3_000,
      codMaxPaise: 500_000,
      version: current.version,
    });
    expect(saved.statusCode).toBe(200);
    expect(await terms()).toEqual({
      flatPaise: 4_900,
      freeAbovePaise: 49_900,
      codFeePaise: 3_000,
      cod: true,
    });
    // Written around the module, it is not seen: the answer is the cached one.
    await database.db.update(shippingSettings).set({ flatPaise: 7 });
    expect((await terms()).flatPaise).toBe(4_900);
  });

  it('say no Cash on Delivery only when no pincode of the table offers it', async () => {
    await terms();
    await upload('pincode,cod,days\n110001,no,2\n4,no,3\n');
    expect((await terms()).cod).toBe(false);
    await upload('pincode,cod,days\n110001,no,2\n4,yes,3\n');
    expect((await terms()).cod).toBe(true);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('the shipping cache on several nodes (PostgreSQL)', () => {
  it('a save or an upload on one node is heard by another, which drops what it had read', async () => {
    const url = (database.pool as unknown as { options: { connectionString: string } }).options
      .connectionString;
    const other = await openDatabase({ databaseUrl: url, migrate: false });
    const listening = new ShippingChanges(other);
    await listening.listen();
    try {
      await upload('pincode,cod,days\n110001,yes,2\n');
      expect((await checkPincode(other.db, '400001', now)).serviceable).toBe(false);
      expect((await shippingRules(other.db)).flatPaise).toBe(0);
      await upload('pincode,cod,days\n4,no,2\n');
      const current = (await settings()).json().settings;
      await putSettings({ ...current, flatPaise: 2_500, version: current.version });
      await expect.poll(async () => (await checkPincode(other.db, '400001', now)).serviceable).toBe(true);
      await expect.poll(async () => (await shippingRules(other.db)).flatPaise).toBe(2_500);
    } finally {
      await listening.close();
      await other.close();
    }
  });
});
