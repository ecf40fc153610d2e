import { ChatStreamEventSchema, chatLimits } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { chatMessages, outbox } from '../../db/schema/index.ts';
import { silentLog, type TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';
import { listen, messageWith, readEvents } from './chat.fixtures.ts';
import { ChatReplyMailer } from './chat.reply-mail.ts';

let database: Database;
let nodeA: TestApi;
let baseA: string;
let team: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  nodeA = await startShop(database);
  baseA = await listen(nodeA.app);
  team = await createSignedInUser(database, { role: 'admin' });
});

afterAll(async () => {
  await nodeA.close();
  await database.close();
});

const bearer = (user: SignedInUser) => ({ authorization: `Bearer ${user.token}` });

async function post(base: string, path: string, user: SignedInUser, body: unknown) {
  const response = await fetch(`${base}/api${path}`, {
    method: 'POST',
    headers: { ...bearer(user), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as { message: { id: number } } };
}

async function conversationId(base: string, customer: SignedInUser): Promise<string> {
  const response = await fetch(`${base}/api/admin/chat/conversations`, { headers: bearer(team) });
  const { conversations } = (await response.json()) as {
    conversations: { id: string; customer: { id: string } }[];
  };
  return conversations.find((entry) => entry.customer.id === customer.id)!.id;
}

describe('GET /chat/stream and /admin/chat/stream', () => {
  it('is an unbuffered event stream that delivers messages, Seen and typing both ways at once', async () => {
    const customer = await createSignedInUser(database);
    const mine = await readEvents(`${baseA}/api/chat/stream`, bearer(customer));
    const inbox = await readEvents(`${baseA}/api/admin/chat/stream`, bearer(team));
    try {
      expect(mine.status).toBe(200);
      expect(mine.headers.get('content-type')).toBe('text/event-stream; charset=utf-8');
      expect(mine.headers.get('x-accel-buffering')).toBe('no');
      expect(mine.headers.get('cache-control')).toContain('no-store');
      expect(mine.headers.get('x-request-id')).toBeTruthy();
      await mine.next((event) => event.event === 'ready');
      await inbox.next((event) => event.event === 'ready');

      const sent = await post(baseA, '/chat/messages', customer, { text: 'Hello team' });
      expect(sent.status).toBe(201);
      const arrived = await inbox.next(messageWith('Hello team'));
      expect(arrived.data).toMatchObject({ message: { id: sent.body.message.id, sender: 'customer' } });
      // The customer's own other tabs see it too, named by id for resuming.
      expect((await mine.next(messageWith('Hello team'))).id).toBe(String(sent.body.message.id));

      const id = await conversationId(baseA, customer);
      await post(baseA, `/admin/chat/conversations/${id}/typing`, team, {});
      await mine.next((event) => event.event === 'typing');
      const reply = await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'Namaste!' });
      await mine.next(messageWith('Namaste!'));
      // Replying marks the customer's message seen.
      await mine.next(
        (event) => event.event === 'read' && (event.data as { upTo: number }).upTo === sent.body.message.id,
      );
      await post(baseA, '/chat/typing', customer, {});
      await inbox.next((event) => event.event === 'typing');
      await post(baseA, '/chat/read', customer, { upTo: reply.body.message.id });
      await inbox.next(
        (event) =>
          event.event === 'read' &&
          (event.data as { by: string; upTo: number }).by === 'customer' &&
          (event.data as { upTo: number }).upTo === reply.body.message.id,
      );
    } finally {
      mine.close();
      inbox.close();
    }
  });

  it("sends every conversation event as @shop/shared's ChatStreamEvent, the type the web reads", async () => {
    const customer = await createSignedInUser(database);
    const mine = await readEvents(`${baseA}/api/chat/stream`, bearer(customer));
    const inbox = await readEvents(`${baseA}/api/admin/chat/stream`, bearer(team));
    try {
      await mine.next((event) => event.event === 'ready');
      await inbox.next((event) => event.event === 'ready');
      await post(baseA, '/chat/messages', customer, { text: 'Is triphala safe?' });
      await post(baseA, '/chat/typing', customer, {});
      const id = await conversationId(baseA, customer);
      await post(baseA, `/admin/chat/conversations/${id}/typing`, team, {});
      const reply = await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'Yes.' });
      await post(baseA, '/chat/read', customer, { upTo: reply.body.message.id });
      const resolved = await fetch(`${baseA}/api/admin/chat/conversations/${id}`, {
        method: 'PATCH',
        headers: { ...bearer(team), 'content-type': 'application/json' },
        body: JSON.stringify({ status: 'resolved' }),
      });
      expect(resolved.status).toBe(200);
      await inbox.next((event) => event.event === 'status');
      await mine.next((event) => event.event === 'read');

      const kinds = ChatStreamEventSchema.options.map((option) => option.shape.kind.value);
      // The customer hears the team's typing and Seen, not a change of status.
      for (const [stream, heard] of [
        [mine, ['message', 'read', 'typing']],
        [inbox, kinds],
      ] as const) {
        const events = stream.events.filter((event) => (kinds as string[]).includes(event.event));
        expect(new Set(events.map((event) => event.event))).toEqual(new Set(heard));
        for (const event of events) {
          const parsed = ChatStreamEventSchema.safeParse(event.data);
          expect(parsed.error).toBeUndefined();
          expect(parsed.data).toMatchObject({ kind: event.event, conversationId: id });
        }
      }
    } finally {
      mine.close();
      inbox.close();
    }
  });

  it('resumes after Last-Event-ID (or ?after=) without missing or repeating a message', async () => {
    const customer = await createSignedInUser(database);
    const first = await post(baseA, '/chat/messages', customer, { text: 'first' });
    await post(baseA, '/chat/messages', customer, { text: 'second' });
    await post(baseA, '/chat/messages', customer, { text: 'third' });
    const resumed = await readEvents(`${baseA}/api/chat/stream`, {
      ...bearer(customer),
      'last-event-id': String(first.body.message.id),
    });
    const byQuery = await readEvents(
      `${baseA}/api/chat/stream?after=${first.body.message.id}`,
      bearer(customer),
    );
    try {
      for (const stream of [resumed, byQuery]) {
        await stream.next(messageWith('third'));
        await post(baseA, '/chat/messages', customer, { text: `live ${stream === resumed}` });
        await stream.next(messageWith(`live ${stream === resumed}`));
        const texts = stream.events
          .filter((event) => event.event === 'message')
          .map((event) => (event.data as { message: { text: string } }).message.text);
        expect(texts.slice(0, 2)).toEqual(['second', 'third']);
        expect(new Set(texts).size).toBe(texts.length);
      }
    } finally {
      resumed.close();
      byQuery.close();
    }
  });

  it('catches up at most one page of missed messages, then tells the client to reload its history', async () => {
    const customer = await createSignedInUser(database);
    const first = await post(baseA, '/chat/messages', customer, { text: 'before the gap' });
    const conversation = await conversationId(baseA, customer);
    const missed = chatLimits.historyMax + 20;
    await database.db.insert(chatMessages).values(
      Array.from({ length: missed }, (_, index) => ({
        conversationId: conversation,
        sender: 'team' as const,
        authorId: team.id,
        text: `missed ${index + 1}`,
      })),
    );
    const resumed = await readEvents(`${baseA}/api/chat/stream`, {
      ...bearer(customer),
      'last-event-id': String(first.body.message.id),
    });
    try {
      await resumed.next((event) => event.event === 'reload');
      const texts = resumed.events
        .filter((event) => event.event === 'message')
        .map((event) => (event.data as { message: { text: string } }).message.text);
      // The oldest page of what was missed, in order, and nothing more.
      expect(texts).toHaveLength(chatLimits.historyMax);
      expect(texts[0]).toBe('missed 1');
      expect(texts.at(-1)).toBe(`missed ${chatLimits.historyMax}`);
      expect(resumed.events.findIndex((event) => event.event === 'reload')).toBeGreaterThan(
        resumed.events.findLastIndex((event) => event.event === 'message'),
      );
      // The stream stays live after the reload signal.
      await post(baseA, '/chat/messages', customer, { text: 'after the reload' });
      await resumed.next(messageWith('after the reload'));
    } finally {
      resumed.close();
    }
  });

  it('sends no reload signal when exactly one page was missed', async () => {
    const customer = await createSignedInUser(database);
    const first = await post(baseA, '/chat/messages', customer, { text: 'before a page' });
    const conversation = await conversationId(baseA, customer);
    await database.db.insert(chatMessages).values(
      Array.from({ length: chatLimits.historyMax }, (_, index) => ({
        conversationId: conversation,
        sender: 'team' as const,
        authorId: team.id,
        text: `page ${index + 1}`,
      })),
    );
    const resumed = await readEvents(
      `${baseA}/api/chat/stream?after=${first.body.message.id}`,
      bearer(customer),
    );
    try {
      await resumed.next(messageWith(`page ${chatLimits.historyMax}`));
      await post(baseA, '/chat/messages', customer, { text: 'live after a page' });
      await resumed.next(messageWith('live after a page'));
      expect(resumed.events.some((event) => event.event === 'reload')).toBe(false);
    } finally {
      resumed.close();
    }
  });

  it('refuses a 21st open stream of one account with 429, and frees the place when one closes', async () => {
    const customer = await createSignedInUser(database);
    const streams = await Promise.all(
      Array.from({ length: 20 }, () => readEvents(`${baseA}/api/chat/stream`, bearer(customer))),
    );
    try {
      await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')));
      const refused = await fetch(`${baseA}/api/chat/stream`, { headers: bearer(customer) });
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toBe('30');
      expect(((await refused.json()) as { code: string }).code).toBe('TOO_MANY_STREAMS');
      streams.pop()!.close();
      await vi.waitFor(async () => {
        const again = await readEvents(`${baseA}/api/chat/stream`, bearer(customer));
        streams.push(again);
        expect(again.status).toBe(200);
      });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it('refuses the 61st stream one account opens in 5 minutes with 429, not another account', async () => {
    const customer = await createSignedInUser(database);
    const other = await createSignedInUser(database);
    for (let batch = 0; batch < 6; batch++) {
      const streams = await Promise.all(
        Array.from({ length: 10 }, () => readEvents(`${baseA}/api/chat/stream`, bearer(customer))),
      );
      await Promise.all(streams.map((stream) => stream.next((event) => event.event === 'ready')));
      for (const stream of streams) stream.close();
    }
    const refused = await fetch(`${baseA}/api/chat/stream`, { headers: bearer(customer) });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await refused.json()) as { code: string }).code).toBe('RATE_LIMITED');
    const theirs = await readEvents(`${baseA}/api/chat/stream`, bearer(other));
    theirs.close();
    expect(theirs.status).toBe(200);
  });

  it("sends a customer only their own conversation's events", async () => {
    const asha = await createSignedInUser(database);
    const ravi = await createSignedInUser(database);
    const ravisStream = await readEvents(`${baseA}/api/chat/stream`, bearer(ravi));
    try {
      await ravisStream.next((event) => event.event === 'ready');
      await post(baseA, '/chat/messages', asha, { text: 'only for the team' });
      await post(baseA, '/chat/messages', ravi, { text: 'ravi here' });
      await ravisStream.next(messageWith('ravi here'));
      expect(ravisStream.events.some(messageWith('only for the team'))).toBe(false);
    } finally {
      ravisStream.close();
    }
  });
});

describe('reply e-mail', () => {
  /**
   * One sweep now, on node A's clock, by a second mailer (as another node would run it: claiming is
   * safe on any number of nodes), so a test proving that nothing is sent need not wait for a timer.
   */
  const sweepNow = () =>
    new ChatReplyMailer({
      db: database.db,
      clock: nodeA.clock.now,
      config: nodeA.config,
      mail: nodeA.mail,
      log: silentLog,
    }).sweep();

  const replyMails = (to: string) =>
    database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.to, to), eq(outbox.subject, 'Our Ayurveda team replied to your chat')));

  it('e-mails an unread team reply within 30 s, once per 15 minutes', { timeout: 40_000 }, async () => {
    const customer = await createSignedInUser(database, { firstName: 'Lakshmi' });
    await post(baseA, '/chat/messages', customer, { text: 'Can I take triphala at night?' });
    const id = await conversationId(baseA, customer);
    await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'Yes, with warm water.' });
    const sentAt = Date.now();
    nodeA.clock.advance(11_000);
    await vi.waitFor(async () => expect(await replyMails(customer.email)).toHaveLength(1), {
      timeout: 10_000,
      interval: 200,
    });
    expect(Date.now() - sentAt).toBeLessThan(30_000);
    const [mail] = await replyMails(customer.email);
    expect(mail!.text).toContain('Hello Lakshmi');
    expect(mail!.text).toContain('Yes, with warm water.');
    expect(mail!.text).toContain('/chat');

    // More replies in the next 15 minutes: no more e-mail, even from a sweep run now.
    await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'Also avoid cold drinks.' });
    nodeA.clock.advance(5 * 60_000);
    expect(await sweepNow()).toBe(0);
    expect(await replyMails(customer.email)).toHaveLength(1);

    // After the quiet period, a new unread reply is mailed again.
    nodeA.clock.advance(11 * 60_000);
    await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'How are you feeling?' });
    nodeA.clock.advance(11_000);
    await vi.waitFor(async () => expect(await replyMails(customer.email)).toHaveLength(2), {
      timeout: 10_000,
      interval: 200,
    });
  });

  it('sends nothing when the customer read the reply', async () => {
    const customer = await createSignedInUser(database);
    await post(baseA, '/chat/messages', customer, { text: 'Hello?' });
    const id = await conversationId(baseA, customer);
    const reply = await post(baseA, `/admin/chat/conversations/${id}/messages`, team, { text: 'Hello!' });
    await post(baseA, '/chat/read', customer, { upTo: reply.body.message.id });
    nodeA.clock.advance(11_000);
    expect(await sweepNow()).toBe(0);
    expect(await replyMails(customer.email)).toHaveLength(0);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('two nodes on one PostgreSQL database', () => {
  let nodeB: TestApi;
  let baseB: string;

  beforeAll(async () => {
    nodeB = await startShop(database);
    baseB = await listen(nodeB.app);
  });

  afterAll(async () => {
    await nodeB.close();
  });

  it('delivers a message sent to node A to streams on node B, both ways', async () => {
    const customer = await createSignedInUser(database);
    const customerOnB = await readEvents(`${baseB}/api/chat/stream`, bearer(customer));
    const teamOnB = await readEvents(`${baseB}/api/admin/chat/stream`, bearer(team));
    const customerOnA = await readEvents(`${baseA}/api/chat/stream`, bearer(customer));
    try {
      await customerOnB.next((event) => event.event === 'ready');
      await teamOnB.next((event) => event.event === 'ready');
      await customerOnA.next((event) => event.event === 'ready');
      const sent = await post(baseA, '/chat/messages', customer, { text: 'sent to node A' });
      await teamOnB.next(messageWith('sent to node A'));
      await customerOnB.next(messageWith('sent to node A'));
      const id = await conversationId(baseB, customer);
      await post(baseB, `/admin/chat/conversations/${id}/messages`, team, { text: 'answered on node B' });
      await customerOnA.next(messageWith('answered on node B'));
      // A message too long for one NOTIFY crosses by id.
      const long = 'ॐ'.repeat(2000);
      await post(baseA, '/chat/messages', customer, { text: long });
      await teamOnB.next(messageWith(long));
      // Every node delivers each message once.
      const onB = customerOnB.events.filter(
        (event) =>
          event.event === 'message' &&
          (event.data as { message: { id: number } }).message.id === sent.body.message.id,
      );
      expect(onB).toHaveLength(1);
    } finally {
      customerOnB.close();
      teamOnB.close();
      customerOnA.close();
    }
  });
});
