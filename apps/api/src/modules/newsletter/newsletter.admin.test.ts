import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import { adminCall } from '../admin/admin.fixtures.ts';
import { admin, startShop, type TestApi } from '../orders/orders.fixtures.ts';

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

describe('newsletter export', () => {
  it('exports confirmed addresses as CSV, without those who left or never confirmed, with formula values neutralised', async () => {
    const confirmed = (at: string) => ({ subscribedAt: new Date(at), confirmedAt: new Date(at) });
    await database.db.insert(newsletterSubscribers).values([
      { email: 'meera@example.in', token: 't1', ...confirmed('2026-02-01T08:00:00Z') },
      { email: '=HYPERLINK("http://x","a,b")', token: 't2', ...confirmed('2026-02-02T08:00:00Z') },
      {
        email: 'gone@example.in',
        token: 't3',
        ...confirmed('2026-01-01T08:00:00Z'),
        unsubscribedAt: new Date('2026-01-10T08:00:00Z'),
      },
      // Typed in by someone, never confirmed by the mailbox's owner.
      { email: 'stranger@example.in', token: 't4', subscribedAt: new Date(), confirmSentAt: new Date() },
    ]);
    const summary = await adminCall(api.app, 'GET', '/newsletter', owner.token);
    expect(summary.json()).toEqual({
      subscribed: 2,
      pending: 1,
      subscribers: [
        { email: '=HYPERLINK("http://x","a,b")', subscribedAt: '2026-02-02T08:00:00.000Z' },
        { email: 'meera@example.in', subscribedAt: '2026-02-01T08:00:00.000Z' },
      ],
      total: 2,
      page: 1,
      limit: 20,
    });

    const csv = await adminCall(api.app, 'GET', '/newsletter/export.csv', owner.token);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toMatch(/^text\/csv/);
    expect(csv.headers['content-disposition']).toContain('attachment');
    expect(csv.body).toBe(
      [
        'email,subscribed_at',
        'meera@example.in,2026-02-01T08:00:00.000Z',
        `"'=HYPERLINK(""http://x"",""a,b"")",2026-02-02T08:00:00.000Z`,
        '',
      ].join('\r\n'),
    );
  });
});
