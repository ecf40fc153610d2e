import { chatLimits } from '@shop/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { createSignedInUser, type SignedInUser } from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { chatMessages } from '../../db/schema/index.ts';
import type { TestApi } from '../accounts/accounts.fixtures.ts';
import { startShop } from '../orders/orders.fixtures.ts';

let database: Database;
let api: TestApi;
let team: SignedInUser;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  team = await createSignedInUser(database, { role: 'admin' });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH';
function send(
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return api.app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

const customer = () => createSignedInUser(database);

async function say(token: string, text: string) {
  const response = await send('POST', '/chat/messages', token, { text });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().message as { id: number; text: string; sender: string };
}

async function conversationOf(user: SignedInUser) {
  const list = await send('GET', '/admin/chat/conversations', team.token);
  const found = list
    .json()
    .conversations.find((entry: { customer: { id: string } }) => entry.customer.id === user.id);
  if (!found) throw new Error('no conversation');
  return found as { id: string; unread: number; status: string };
}

describe('customer routes', () => {
  it('answers 401 to a visitor on every route', async () => {
    for (const [method, url] of [
      ['GET', '/chat/messages'],
      ['POST', '/chat/messages'],
      ['POST', '/chat/read'],
      ['POST', '/chat/typing'],
      ['GET', '/chat/stream'],
    ] as const) {
      const response = await send(
        method,
        url,
        undefined,
        method === 'POST' ? { text: 'hi', upTo: 1 } : undefined,
      );
      expect(response.statusCode, `${method} ${url}`).toBe(401);
      expect(response.json()).toMatchObject({ statusCode: 401, code: 'UNAUTHENTICATED' });
    }
  });

  it('starts with an empty history and the support hours', async () => {
    const me = await customer();
    const response = await send('GET', '/chat/messages', me.token);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.json()).toMatchObject({
      messages: [],
      seenUpTo: 0,
      readUpTo: 0,
      support: { hours: '10 AM to 6 PM, Monday to Saturday (India time)' },
    });
  });

  it('stores a trimmed message before answering, and shows it in the history', async () => {
    const me = await customer();
    const message = await say(me.token, '  Which oil suits dry skin?\nThanks  ');
    expect(message).toMatchObject({ sender: 'customer', text: 'Which oil suits dry skin?\nThanks' });
    const [row] = await database.db.select().from(chatMessages).where(eq(chatMessages.id, message.id));
    expect(row?.text).toBe('Which oil suits dry skin?\nThanks');
    const history = (await send('GET', '/chat/messages', me.token)).json();
    expect(history.messages).toEqual([expect.objectContaining({ id: message.id })]);
    const after = (await send('GET', `/chat/messages?after=${message.id}`, me.token)).json();
    expect(after.messages).toEqual([]);
  });

  it.each([
    ['empty', '   ', /required/],
    ['too long', 'a'.repeat(chatLimits.textMax + 1), /at most 2000/],
    ['a control character', 'hello\u0000there', /not allowed/],
    ['a bidirectional override', 'hello\u202ethere', /not allowed/],
  ])('refuses a message that is %s with 400 naming text', async (_name, text, message) => {
    const me = await customer();
    const response = await send('POST', '/chat/messages', me.token, { text });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      details: [{ field: 'text', message }],
    });
  });

  it('accepts exactly 2,000 characters and keeps markup as plain text', async () => {
    const me = await customer();
    expect((await say(me.token, 'a'.repeat(chatLimits.textMax))).text).toHaveLength(chatLimits.textMax);
    expect((await say(me.token, '<script>alert(1)</script>')).text).toBe('<script>alert(1)</script>');
  });

  it('refuses a bad after or upTo with 400', async () => {
    const me = await customer();
    expect((await send('GET', '/chat/messages?after=abc', me.token)).statusCode).toBe(400);
    const read = await send('POST', '/chat/read', me.token, { upTo: -1 });
    expect(read.statusCode).toBe(400);
    expect(read.json().details[0].field).toBe('upTo');
  });

  it('pages a long history: the newest 500, then older pages with before=, each saying whether more exist', async () => {
    const me = await customer();
    const first = await say(me.token, 'first of all');
    const { id } = await conversationOf(me);
    const total = chatLimits.historyMax + 20;
    await database.db.insert(chatMessages).values(
      Array.from({ length: total - 1 }, (_, index) => ({
        conversationId: id,
        sender: 'team' as const,
        authorId: team.id,
        text: `line ${index + 2}`,
      })),
    );
    type Page = { messages: { id: number; text: string }[]; earlier: boolean };
    const newest = (await send('GET', '/chat/messages', me.token)).json() as Page;
    expect(newest.messages).toHaveLength(chatLimits.historyMax);
    expect(newest.messages.at(-1)!.text).toBe(`line ${total}`);
    expect(newest.earlier).toBe(true);
    const older = (
      await send('GET', `/chat/messages?before=${newest.messages[0]!.id}`, me.token)
    ).json() as Page;
    expect(older.messages.map((message) => message.text)).toEqual([
      'first of all',
      ...Array.from({ length: 19 }, (_, index) => `line ${index + 2}`),
    ]);
    expect(older.earlier).toBe(false);
    // The team's view of the same conversation pages the same way.
    const thread = (await send('GET', `/admin/chat/conversations/${id}/messages`, team.token)).json() as Page;
    expect(thread.earlier).toBe(true);
    const threadOlder = (
      await send(
        'GET',
        `/admin/chat/conversations/${id}/messages?before=${thread.messages[0]!.id}`,
        team.token,
      )
    ).json() as Page;
    expect(threadOlder.messages[0]!.id).toBe(first.id);
    expect(threadOlder.earlier).toBe(false);
    // Catching up after an id: earlier is true, since the caller holds older ones.
    const after = (await send('GET', `/chat/messages?after=${first.id}`, me.token)).json() as Page;
    expect(after.earlier).toBe(true);
    const both = await send('GET', `/chat/messages?after=1&before=2`, me.token);
    expect(both.statusCode).toBe(400);
    expect(both.json()).toMatchObject({ code: 'VALIDATION_FAILED' });
  });

  it('refuses the 21st message in a minute with 429 and the seconds to wait, then accepts again', async () => {
    const me = await customer();
    const burst = await Promise.all(
      Array.from({ length: chatLimits.perMinute + 3 }, (_, index) =>
        send('POST', '/chat/messages', me.token, { text: `message ${index}` }),
      ),
    );
    expect(burst.filter((response) => response.statusCode === 201)).toHaveLength(chatLimits.perMinute);
    const refused = burst.filter((response) => response.statusCode === 429);
    expect(refused).toHaveLength(3);
    const retryAfter = Number(refused[0]!.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(refused[0]!.json()).toMatchObject({
      code: 'CHAT_RATE_LIMITED',
      message: expect.stringMatching(/wait \d+ seconds/),
    });
    api.clock.advance(61_000);
    await say(me.token, 'after a minute');
  });

  it("never shows another customer's messages, and read markers stay within one's own conversation", async () => {
    const asha = await customer();
    const ravi = await customer();
    const secret = await say(asha.token, 'my private question');
    await send('POST', `/admin/chat/conversations/${(await conversationOf(asha)).id}/messages`, team.token, {
      text: 'private answer',
    });
    const history = (await send('GET', '/chat/messages', ravi.token)).json();
    expect(history.messages).toEqual([]);
    expect((await send('GET', `/chat/messages?after=0`, ravi.token)).json().messages).toEqual([]);
    expect((await send('POST', '/chat/read', ravi.token, { upTo: secret.id + 5 })).json()).toEqual({
      readUpTo: 0,
    });
    const thread = (
      await send('GET', `/admin/chat/conversations/${(await conversationOf(asha)).id}/messages`, team.token)
    ).json();
    expect(thread.customerReadUpTo).toBe(0);
  });
});

describe('team inbox', () => {
  it('answers 401 to a visitor and 403 to a customer on every route', async () => {
    const me = await customer();
    const routes = [
      ['GET', '/admin/chat/conversations'],
      ['GET', '/admin/chat/conversations/abc/messages'],
      ['POST', '/admin/chat/conversations/abc/messages'],
      ['PATCH', '/admin/chat/conversations/abc'],
      ['POST', '/admin/chat/conversations/abc/read'],
      ['POST', '/admin/chat/conversations/abc/typing'],
      ['GET', '/admin/chat/unread'],
      ['GET', '/admin/chat/quick-replies'],
      ['PUT', '/admin/chat/quick-replies'],
      ['GET', '/admin/chat/stream'],
    ] as const;
    for (const [method, url] of routes) {
      expect((await send(method, url)).statusCode, `${method} ${url}`).toBe(401);
      const asCustomer = await send(method, url, me.token);
      expect(asCustomer.statusCode, `${method} ${url}`).toBe(403);
      expect(asCustomer.json()).toMatchObject({ statusCode: 403, code: 'FORBIDDEN' });
    }
  });

  it('answers 404 for a conversation that does not exist', async () => {
    for (const [method, url, payload] of [
      ['GET', '/admin/chat/conversations/nope/messages', undefined],
      ['POST', '/admin/chat/conversations/nope/messages', { text: 'hi' }],
      ['PATCH', '/admin/chat/conversations/nope', { status: 'resolved' }],
      ['POST', '/admin/chat/conversations/nope/read', { upTo: 1 }],
    ] as const) {
      const response = await send(method, url, team.token, payload);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.json().code).toBe('CONVERSATION_NOT_FOUND');
    }
  });

  it('lists conversations newest first with unread counts, the customer and recent orders', async () => {
    const first = await createSignedInUser(database, { firstName: 'Kavya', phone: '9811122233' });
    const second = await customer();
    await say(first.token, 'one');
    await say(first.token, 'two');
    api.clock.advance(1_000);
    await say(second.token, 'three');
    const { conversations } = (await send('GET', '/admin/chat/conversations?status=open', team.token)).json();
    const ids = conversations.map((entry: { customer: { id: string } }) => entry.customer.id);
    expect(ids.indexOf(second.id)).toBeLessThan(ids.indexOf(first.id));
    const kavya = conversations.find((entry: { customer: { id: string } }) => entry.customer.id === first.id);
    expect(kavya).toMatchObject({
      status: 'open',
      unread: 2,
      customer: { name: 'Kavya Iyer', email: first.email, phone: '9811122233' },
      lastMessage: { text: 'two', sender: 'customer' },
    });
    const thread = (await send('GET', `/admin/chat/conversations/${kavya.id}/messages`, team.token)).json();
    expect(thread.messages.map((message: { text: string }) => message.text)).toEqual(['one', 'two']);
    expect(thread.recentOrders).toEqual([]);
  });

  it('marks read (Seen), replies, resolves, and a new customer message reopens', async () => {
    const me = await customer();
    const question = await say(me.token, 'Is ashwagandha safe daily?');
    const conversation = await conversationOf(me);
    const unreadBefore = (await send('GET', '/admin/chat/unread', team.token)).json().unread;
    expect(unreadBefore).toBeGreaterThanOrEqual(1);
    const read = await send('POST', `/admin/chat/conversations/${conversation.id}/read`, team.token, {
      upTo: question.id + 1000,
    });
    expect(read.json()).toEqual({ readUpTo: question.id });
    expect((await send('GET', '/chat/messages', me.token)).json().seenUpTo).toBe(question.id);
    expect((await send('GET', '/admin/chat/unread', team.token)).json().unread).toBe(unreadBefore - 1);

    const reply = await send('POST', `/admin/chat/conversations/${conversation.id}/messages`, team.token, {
      text: '  Yes, 300 mg twice a day with food.  ',
    });
    expect(reply.statusCode).toBe(201);
    const answer = reply.json().message;
    expect(answer).toMatchObject({ sender: 'team', text: 'Yes, 300 mg twice a day with food.' });
    expect((await send('POST', '/chat/read', me.token, { upTo: answer.id })).json()).toEqual({
      readUpTo: answer.id,
    });
    const thread = (
      await send('GET', `/admin/chat/conversations/${conversation.id}/messages`, team.token)
    ).json();
    expect(thread.customerReadUpTo).toBe(answer.id);

    const resolved = await send('PATCH', `/admin/chat/conversations/${conversation.id}`, team.token, {
      status: 'resolved',
    });
    expect(resolved.json().conversation.status).toBe('resolved');
    const open = (await send('GET', '/admin/chat/conversations?status=open', team.token)).json();
    expect(open.conversations.some((entry: { id: string }) => entry.id === conversation.id)).toBe(false);
    await say(me.token, 'One more question');
    expect((await conversationOf(me)).status).toBe('open');
    expect(
      (await send('PATCH', `/admin/chat/conversations/${conversation.id}`, team.token, { status: 'closed' }))
        .statusCode,
    ).toBe(400);
  });

  it('saves and reads quick replies, and refuses bad ones', async () => {
    const list = {
      quickReplies: [
        { title: 'Dosage', text: 'Take one capsule twice a day after meals.' },
        { title: 'Delivery', text: 'Orders reach most pincodes in 3 to 5 days.' },
      ],
    };
    const saved = await send('PUT', '/admin/chat/quick-replies', team.token, list);
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual(list);
    expect((await send('GET', '/admin/chat/quick-replies', team.token)).json()).toEqual(list);
    const bad = await send('PUT', '/admin/chat/quick-replies', team.token, {
      quickReplies: [{ title: '<b>x</b>', text: '' }],
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details.map((detail: { field: string }) => detail.field)).toEqual(
      expect.arrayContaining(['quickReplies.0.title', 'quickReplies.0.text']),
    );
    const tooMany = Array.from({ length: chatLimits.quickRepliesMax + 1 }, () => list.quickReplies[0]);
    expect(
      (await send('PUT', '/admin/chat/quick-replies', team.token, { quickReplies: tooMany })).statusCode,
    ).toBe(400);
  });

  it('writes an audit row for each resolve and reopen, naming the admin and the status before and after', async () => {
    const me = await customer();
    await say(me.token, 'Where is my order?');
    const { id } = await conversationOf(me);
    const patch = (status: string) =>
      send('PATCH', `/admin/chat/conversations/${id}`, team.token, { status });
    expect((await patch('resolved')).statusCode).toBe(200);
    expect((await patch('open')).statusCode).toBe(200);
    // Asking for the status it already has changes nothing, so it is not an entry.
    expect((await patch('open')).statusCode).toBe(200);
    const log = await send('GET', `/admin/audit-log?entity=chat_conversation&entityId=${id}`, team.token);
    expect(log.statusCode).toBe(200);
    const entries = log.json().entries as { action: string; before: unknown; after: unknown }[];
    expect(entries.map((entry) => entry.action)).toEqual(['chat.reopen', 'chat.resolve']);
    expect(entries[1]).toMatchObject({
      actorId: team.id,
      actorEmail: team.email,
      before: { status: 'open' },
      after: { status: 'resolved' },
    });
    expect(entries[0]).toMatchObject({ before: { status: 'resolved' }, after: { status: 'open' } });
  });

  it('writes an audit row with the whole list before and after when quick replies are saved', async () => {
    const audit = async () =>
      (await send('GET', '/admin/audit-log?entity=chat_quick_replies', team.token)).json().entries as {
        action: string;
        actorEmail: string;
        before: { quickReplies: unknown[] };
        after: { quickReplies: unknown[] };
      }[];
    const first = { quickReplies: [{ title: 'Hours', text: 'We answer Mon to Sat, 10 to 6.' }] };
    const second = { quickReplies: [{ title: 'Returns', text: 'Unopened jars within 7 days.' }] };
    expect((await send('PUT', '/admin/chat/quick-replies', team.token, first)).statusCode).toBe(200);
    const before = (await audit()).length;
    expect((await send('PUT', '/admin/chat/quick-replies', team.token, second)).statusCode).toBe(200);
    const entries = await audit();
    expect(entries).toHaveLength(before + 1);
    expect(entries[0]).toMatchObject({
      action: 'chat.quick_replies',
      actorEmail: team.email,
      before: first,
      after: second,
    });
    // A refused list changes nothing and writes no entry.
    const refused = await send('PUT', '/admin/chat/quick-replies', team.token, {
      quickReplies: [{ title: '', text: '' }],
    });
    expect(refused.statusCode).toBe(400);
    expect(await audit()).toHaveLength(before + 1);
  });
});

describe('per-account limits', () => {
  it("refuses a customer's 41st typing notice in a minute with 429, while another customer still can", async () => {
    const [busy, other] = [await customer(), await customer()];
    await say(busy.token, 'Hello');
    for (let i = 0; i < 40; i++) {
      expect((await send('POST', '/chat/typing', busy.token, {})).statusCode).toBe(200);
    }
    const refused = await send('POST', '/chat/typing', busy.token, {});
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ statusCode: 429, code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send('POST', '/chat/typing', other.token, {})).statusCode).toBe(200);
  });

  it("refuses a team member's 61st reply in a minute with 429; another admin still replies", async () => {
    const busy = await createSignedInUser(database, { role: 'admin' });
    const other = await createSignedInUser(database, { role: 'admin' });
    const me = await customer();
    await say(me.token, 'Please help');
    const { id } = await conversationOf(me);
    const reply = (token: string, n: number) =>
      send('POST', `/admin/chat/conversations/${id}/messages`, token, { text: `Reply ${n}` });
    for (let i = 0; i < 60; i++) expect((await reply(busy.token, i)).statusCode).toBe(201);
    const refused = await reply(busy.token, 60);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await reply(other.token, 61)).statusCode).toBe(201);
    // The refused reply was not stored.
    const thread = (await send('GET', `/admin/chat/conversations/${id}/messages`, team.token)).json();
    expect(thread.messages.some((message: { text: string }) => message.text === 'Reply 60')).toBe(false);
  });
});
