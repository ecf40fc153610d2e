import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { createCustomer, lastCode, login, post, type TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';
import { type EventReader, listen, messageWith, readEvents, type SseEvent } from './chat.fixtures.ts';

/**
 * A live stream ends with the right that opened it: its session, or its account's role. Streams are
 * read through a real socket; the change that ends them is made like a client would make it.
 */
let database: Database;
let node: TestApi;
let base: string;

beforeAll(async () => {
  database = await createTestDatabase();
  node = await startShop(database);
  base = await listen(node.app);
});

afterAll(async () => {
  await node.close();
  await database.close();
});

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const ready = (event: SseEvent) => event.event === 'ready';
const endedBecause = (reason: string) => (event: SseEvent) =>
  event.event === 'end' && (event.data as { reason: string }).reason === reason;

const CUSTOMER_STREAM = '/api/chat/stream';
const TEAM_STREAM = '/api/admin/chat/stream';

async function open(path: string, token: string, at = base): Promise<EventReader> {
  const stream = await readEvents(`${at}${path}`, bearer(token));
  expect(stream.status).toBe(200);
  await stream.next(ready);
  return stream;
}

/** The server ends the stream, saying why, and the same token cannot open another one. */
async function expectEnded(stream: EventReader, path: string, token: string, refusedWith = 401) {
  await stream.next(endedBecause('signed-out'));
  await stream.ended();
  const again = await fetch(`${base}${path}`, { headers: bearer(token) });
  expect(again.status).toBe(refusedWith);
}

/** The stream is still open and still delivers: a message the account sends now arrives on it. */
async function expectStillLive(stream: EventReader, token: string) {
  const text = `still here ${Math.random()}`;
  const sent = await post(node.app, '/chat/messages', { text }, token);
  expect(sent.statusCode).toBe(201);
  await stream.next(messageWith(text));
  expect(stream.isEnded).toBe(false);
}

/** A customer with a password, signed in twice (two devices): two sessions, two tokens. */
async function customerOnTwoDevices() {
  const customer = await createCustomer(node.app, database);
  const second = await login(node.app, customer.email, customer.password);
  expect(second.statusCode).toBe(200);
  return { ...customer, tokens: [customer.token, (second.json() as { token: string }).token] as const };
}

describe('a chat stream ends with the right that opened it', () => {
  it('log out ends the streams of that session, and only those', async () => {
    const { tokens } = await customerOnTwoDevices();
    const [phone, laptop] = [await open(CUSTOMER_STREAM, tokens[0]), await open(CUSTOMER_STREAM, tokens[1])];
    try {
      expect((await post(node.app, '/auth/logout', {}, tokens[0])).statusCode).toBe(200);
      await expectEnded(phone, CUSTOMER_STREAM, tokens[0]);
      await expectStillLive(laptop, tokens[1]);
    } finally {
      phone.close();
      laptop.close();
    }
  });

  it('log out everywhere ends every stream of the account, not those of another account', async () => {
    const { tokens } = await customerOnTwoDevices();
    const other = await createSignedInUser(database);
    const streams = [await open(CUSTOMER_STREAM, tokens[0]), await open(CUSTOMER_STREAM, tokens[1])];
    const others = await open(CUSTOMER_STREAM, other.token);
    try {
      expect((await post(node.app, '/auth/logoutAll', {}, tokens[1])).statusCode).toBe(200);
      await expectEnded(streams[0]!, CUSTOMER_STREAM, tokens[0]);
      await expectEnded(streams[1]!, CUSTOMER_STREAM, tokens[1]);
      await expectStillLive(others, other.token);
    } finally {
      for (const stream of [...streams, others]) stream.close();
    }
  });

  it("a password change ends the other sessions' streams and keeps the one that changed it", async () => {
    const { tokens, password } = await customerOnTwoDevices();
    const [phone, laptop] = [await open(CUSTOMER_STREAM, tokens[0]), await open(CUSTOMER_STREAM, tokens[1])];
    try {
      const changed = await post(
        node.app,
        '/auth/changePassword',
        { currentPassword: password, newPassword: 'neem-and-tulsi-2025' },
        tokens[1],
      );
      expect(changed.statusCode).toBe(200);
      await expectEnded(phone, CUSTOMER_STREAM, tokens[0]);
      await expectStillLive(laptop, tokens[1]);
    } finally {
      phone.close();
      laptop.close();
    }
  });

  it('a password reset by e-mailed code ends every stream of the account', async () => {
    const { tokens, email } = await customerOnTwoDevices();
    const streams = [await open(CUSTOMER_STREAM, tokens[0]), await open(CUSTOMER_STREAM, tokens[1])];
    try {
      expect((await post(node.app, '/auth/forgotPassword', { email })).statusCode).toBe(200);
      const otp = await lastCode(database, email);
      const reset = await post(node.app, '/auth/resetPassword', {
        email,
        otp,
        password: 'neem-and-tulsi-2025',
      });
      expect(reset.statusCode).toBe(200);
      await expectEnded(streams[0]!, CUSTOMER_STREAM, tokens[0]);
      await expectEnded(streams[1]!, CUSTOMER_STREAM, tokens[1]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('deleting the account ends its streams', async () => {
    const { tokens, email } = await customerOnTwoDevices();
    const streams = [await open(CUSTOMER_STREAM, tokens[0]), await open(CUSTOMER_STREAM, tokens[1])];
    try {
      expect((await post(node.app, '/auth/deleteAccount', { email }, tokens[0])).statusCode).toBe(200);
      await expectEnded(streams[0]!, CUSTOMER_STREAM, tokens[0]);
      await expectEnded(streams[1]!, CUSTOMER_STREAM, tokens[1]);
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("an admin made a customer loses the team's stream at once; the admin who did it keeps theirs", async () => {
    const owner = await createSignedInUser(database, { role: 'admin' });
    const helper = await createSignedInUser(database, { role: 'admin' });
    const helpersInbox = await open(TEAM_STREAM, helper.token);
    const ownersInbox = await open(TEAM_STREAM, owner.token);
    try {
      const demoted = await node.app.inject({
        method: 'PATCH',
        url: `/api/admin/customers/${helper.id}`,
        headers: bearer(owner.token),
        payload: { role: 'customer' },
      });
      expect(demoted.statusCode).toBe(200);
      await expectEnded(helpersInbox, TEAM_STREAM, helper.token, 403);
      const customer = await createSignedInUser(database);
      await post(node.app, '/chat/messages', { text: 'for the team' }, customer.token);
      await ownersInbox.next(messageWith('for the team'));
      expect(ownersInbox.isEnded).toBe(false);
    } finally {
      helpersInbox.close();
      ownersInbox.close();
    }
  });

  it('a stream ends by its lifetime, and the reconnect is checked and resumes', async () => {
    const short = await startShop(database, { CHAT_STREAM_MAX_SECONDS: '1' });
    const shortBase = await listen(short.app);
    const customer = await createSignedInUser(database);
    try {
      const stream = await open(CUSTOMER_STREAM, customer.token, shortBase);
      const sent = await post(short.app, '/chat/messages', { text: 'before the end' }, customer.token);
      await stream.next(messageWith('before the end'));
      // The cap is 1 s; without it the stream would stay open past the wait (a loaded machine may take
      // longer than the cap to deliver the end, so the wait is generous rather than a timing check).
      await stream.next(endedBecause('expired'), 10_000);
      await stream.ended(5_000);
      // What EventSource does next: the same session, resuming after the last id it has.
      const resumed = await readEvents(`${shortBase}${CUSTOMER_STREAM}`, {
        ...bearer(customer.token),
        'last-event-id': String((sent.json() as { message: { id: number } }).message.id),
      });
      try {
        expect(resumed.status).toBe(200);
        await resumed.next(ready);
      } finally {
        resumed.close();
      }
    } finally {
      await short.close();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('on two nodes of one PostgreSQL database', () => {
  let nodeB: TestApi;
  let baseB: string;

  beforeAll(async () => {
    nodeB = await startShop(database);
    baseB = await listen(nodeB.app);
  });

  afterAll(async () => {
    await nodeB.close();
  });

  it('a stream open on node B ends when its session logs out on node A (LISTEN/NOTIFY)', async () => {
    const customer = await createSignedInUser(database);
    const admin = await createSignedInUser(database, { role: 'admin' });
    const onB = await open(CUSTOMER_STREAM, customer.token, baseB);
    const inboxOnB = await open(TEAM_STREAM, admin.token, baseB);
    try {
      expect((await post(node.app, '/auth/logout', {}, customer.token)).statusCode).toBe(200);
      await onB.next(endedBecause('signed-out'));
      await onB.ended();
      expect((await fetch(`${baseB}${CUSTOMER_STREAM}`, { headers: bearer(customer.token) })).status).toBe(
        401,
      );
      expect(inboxOnB.isEnded).toBe(false);
    } finally {
      onB.close();
      inboxOnB.close();
    }
  });
});
