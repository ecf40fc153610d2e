import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { paymentSecrets } from '../../db/schema/payments.ts';
import { sandboxSecret } from './sandbox.provider.ts';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database?.close());

// Signatures made before a restart, or by another node, must still verify: one secret per installation.
describe("the sandbox's key secret", () => {
  it('is made once, by whichever of two starting nodes comes first, and kept by every later start', async () => {
    const [first, second] = await Promise.all([sandboxSecret(database.db), sandboxSecret(database.db)]);
    expect(first).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(second).toBe(first);
    expect(await sandboxSecret(database.db)).toBe(first);
    const rows = await database.db
      .select()
      .from(paymentSecrets)
      .where(eq(paymentSecrets.name, 'sandbox_key_secret'));
    expect(rows.map((row) => row.value)).toEqual([first]);
  });
});
