import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { auditLog, contactMessages } from '../../db/schema/index.ts';
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

const message = (subject: string, createdAt: string) => ({
  name: 'Asha Rao',
  email: 'asha@example.in',
  subject,
  message: 'When will my order ship?',
  createdAt: new Date(createdAt),
});

describe('contact messages', () => {
  it('lists messages newest first and marks one handled and back, each change in the audit log', async () => {
    await database.db
      .insert(contactMessages)
      .values([message('Older', '2026-03-01T10:00:00Z'), message('Newer', '2026-03-02T10:00:00Z')]);
    const listed = await adminCall(api.app, 'GET', '/messages', owner.token);
    expect(listed.statusCode).toBe(200);
    const { messages } = listed.json();
    expect(messages.map((m: { subject: string }) => m.subject)).toEqual(['Newer', 'Older']);
    expect(messages[0]).toMatchObject({ handled: false, email: 'asha@example.in', phone: '' });

    const id = messages[1].id;
    const handled = await adminCall(api.app, 'PATCH', `/messages/${id}`, owner.token, { handled: true });
    expect(handled.statusCode).toBe(200);
    expect(handled.json().message).toMatchObject({ id, handled: true, subject: 'Older' });
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, id));
    expect(stored?.handled).toBe(true);

    const reopened = await adminCall(api.app, 'PATCH', `/messages/${id}`, owner.token, { handled: false });
    expect(reopened.json().message.handled).toBe(false);
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entity, 'contact_message'), eq(auditLog.entityId, id)));
    expect(audit.map((entry) => [entry.action, entry.before, entry.after, entry.actorEmail])).toEqual(
      expect.arrayContaining([
        ['message.handled', { handled: false }, { handled: true }, owner.email],
        ['message.unhandled', { handled: true }, { handled: false }, owner.email],
      ]),
    );
  });

  it('refuses a bad body with 400 and an unknown id with 404, changing nothing', async () => {
    const [row] = await database.db
      .insert(contactMessages)
      .values(message('Bad input', '2026-03-03T10:00:00Z'))
      .returning();
    const bad = await adminCall(api.app, 'PATCH', `/messages/${row!.id}`, owner.token, { handled: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toBeDefined();
    const empty = await adminCall(api.app, 'PATCH', `/messages/${row!.id}`, owner.token, {});
    expect(empty.statusCode).toBe(400);
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.id, row!.id));
    expect(stored?.handled).toBe(false);

    const unknown = await adminCall(api.app, 'PATCH', '/messages/no-such-message', owner.token, {
      handled: true,
    });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().code).toBe('MESSAGE_NOT_FOUND');
  });
});
