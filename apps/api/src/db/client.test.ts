import type { Socket } from 'node:net';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { CatalogService } from '../modules/catalog/catalog.service.ts';
import { createChatBus } from '../modules/chat/chat.bus.ts';
import type { Database } from './client.ts';

const postgresUrl = process.env.TEST_DATABASE_URL;
const silentLog = pino({ level: 'silent' });

describe.skipIf(!postgresUrl)('the PostgreSQL pool when a connection drops as a transaction begins', () => {
  let database: Database;
  let closed = false;

  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(async () => {
    if (!closed) await database?.close();
  });

  /** The next client the pool hands out loses its connection before it can send anything. */
  function dropNextLeasedConnection() {
    database.pool!.once('acquire', (client) => {
      (client as unknown as { connection: { stream: Socket } }).connection.stream.destroy();
    });
  }

  it('gets back the connections of listeners closed while they were still connecting', async () => {
    const pool = database.pool!;
    const catalog = new CatalogService(database);
    const bus = await createChatBus({ database, log: silentLog, loadMessage: async () => null });
    const listening = Promise.all([catalog.listen(), bus.start(() => {})]);
    await Promise.all([catalog.close(), bus.close()]);
    await listening;
    expect(pool.totalCount - pool.idleCount).toBe(0);
  });

  it('fails the transaction, gets its connection back, and still closes', async () => {
    const pool = database.pool!;
    await database.query('SELECT 1');

    for (let attempt = 0; attempt < 3; attempt++) {
      dropNextLeasedConnection();
      await expect(database.db.transaction(async (tx) => tx.execute(sql`SELECT 1`))).rejects.toThrow();
    }
    // Nothing is still lent out: before the fix every failed BEGIN kept one connection for good.
    expect(pool.totalCount - pool.idleCount).toBe(0);

    const answer = await database.db.transaction(async (tx) => tx.execute(sql`SELECT 2 AS two`));
    expect((answer as unknown as { rows: unknown[] }).rows).toEqual([{ two: 2 }]);

    // A holder that does release the client (as backup.ts does after its own BEGIN) is harmless.
    dropNextLeasedConnection();
    const client = await pool.connect();
    await expect(client.query('BEGIN')).rejects.toThrow();
    expect(() => client.release()).not.toThrow();
    expect(pool.totalCount - pool.idleCount).toBe(0);

    closed = true;
    const closing = await Promise.race([
      database.close().then(() => 'closed'),
      new Promise((resolve) => setTimeout(() => resolve('still waiting'), 5_000)),
    ]);
    expect(closing).toBe('closed');
  });
});
