import type { ServerResponse } from 'node:http';
import { PassThrough } from 'node:stream';
import { describe, expect, it } from 'vitest';
import type { ChatEvent } from './chat.events.ts';
import { ChatStream } from './chat.hub.ts';

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
  return { raw, stream: new ChatStream(raw as unknown as ServerResponse, 'team', 'admin-1') };
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
