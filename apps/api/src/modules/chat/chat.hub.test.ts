import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ChatBus } from './chat.bus.ts';
import type { ChatEvent } from './chat.events.ts';
import { ChatHub, ChatStream, type HubOptions } from './chat.hub.ts';

function message(id: number, customerId: string): ChatEvent {
  return {
    kind: 'message',
    conversationId: `conversation-${customerId}`,
    customerId,
    message: { id, sender: 'customer', text: `message ${id}`, createdAt: new Date(0).toISOString() },
  };
}

/** The ids of the messages a stream wrote, in the order it wrote them. */
function writtenIds(raw: PassThrough): number[] {
  const text = raw.read()?.toString() ?? '';
  return [...text.matchAll(/"id":(\d+)/g)].map((match) => Number(match[1]));
}

function teamStream() {
  const raw = new PassThrough();
  return { raw, stream: new ChatStream(raw as unknown as ServerResponse, 'team', 'admin-1', 'session-1') };
}

describe('ChatStream', () => {
  it('writes a message that commits after one with a higher id (ids are shared by every conversation)', () => {
    const { raw, stream } = teamStream();
    stream.catchUp([]);
    stream.send(message(11, 'b'));
    stream.send(message(10, 'a'));
    expect(writtenIds(raw)).toEqual([11, 10]);
  });

  it('writes once a message that is both in the history and among the events that arrived meanwhile', () => {
    const { raw, stream } = teamStream();
    stream.send(message(5, 'a'));
    stream.send(message(6, 'a'));
    stream.catchUp([message(4, 'a'), message(5, 'a')]);
    stream.send(message(6, 'a'));
    expect(writtenIds(raw)).toEqual([4, 5, 6]);
  });
});

describe('ChatHub', () => {
  const bus: ChatBus = {
    kind: 'local',
    start: async () => {},
    publish: async () => {},
    close: async () => {},
  };
  type Holder = Awaited<ReturnType<HubOptions['sessionHolder']>>;
  const hubWith = (holder: Holder) =>
    new ChatHub(bus, { maxLifetimeMs: 60_000, sessionHolder: async () => holder });

  function joined(hub: ChatHub, audience: ChatStream['audience'], userId: string) {
    const raw = new PassThrough();
    const stream = new ChatStream(raw as unknown as ServerResponse, audience, userId, 'session-1');
    return { raw, added: hub.add(stream) };
  }

  // An access change announced between the request's session check and the stream joining the hub
  // names no stream yet; the stream's own second look must catch it.
  it('ends a stream whose session ended while it was opening', async () => {
    const hub = hubWith(null);
    const { raw, added } = joined(hub, { customerId: 'c1' }, 'c1');
    await added;
    expect(raw.writableEnded).toBe(true);
    expect(raw.read()?.toString()).toContain('event: end\ndata: {"reason":"signed-out"}');
    await hub.close();
  });

  it('ends a team stream of an account that stopped being an admin while it was opening', async () => {
    const hub = hubWith({ userId: 'a1', role: 'customer' });
    const { raw, added } = joined(hub, 'team', 'a1');
    await added;
    expect(raw.writableEnded).toBe(true);
    await hub.close();
  });

  it('keeps a stream whose session is live', async () => {
    const hub = hubWith({ userId: 'a1', role: 'admin' });
    const { raw, added } = joined(hub, 'team', 'a1');
    await added;
    expect(raw.writableEnded).toBe(false);
    await hub.close();
    expect(raw.read()?.toString()).toContain('"reason":"shutdown"');
  });
});
