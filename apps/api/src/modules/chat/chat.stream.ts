import type { FastifyReply, FastifyRequest } from 'fastify';
import { TooManyRequestsError } from '../../lib/errors.ts';
import { type ChatHub, ChatStream, MAX_STREAMS_PER_ACCOUNT } from './chat.hub.ts';

/** The id a reconnecting EventSource sends: the last message it received. */
export function lastEventId(request: FastifyRequest): number | undefined {
  const header = request.headers['last-event-id'];
  const value = Number(Array.isArray(header) ? header[0] : header);
  return typeof header === 'string' && /^\d{1,15}$/.test(header) && Number.isSafeInteger(value)
    ? value
    : undefined;
}

/**
 * Turns the answer into a Server-Sent Events stream (docs/decisions/0017). Fastify lets go of the reply
 * (no serialiser, no compression: each event must leave at once), the headers already set (security
 * headers, request id) are kept, and `X-Accel-Buffering: no` tells nginx not to hold events back.
 */
export async function openStream(
  request: FastifyRequest,
  reply: FastifyReply,
  hub: ChatHub,
  audience: ChatStream['audience'],
): Promise<ChatStream> {
  const userId = request.user!.id;
  if (!hub.hasRoomFor(audience, userId)) {
    throw new TooManyRequestsError(
      `At most ${MAX_STREAMS_PER_ACCOUNT} chat windows can be open at once. Close one and try again.`,
      30,
      'TOO_MANY_STREAMS',
    );
  }
  reply.hijack();
  const raw = reply.raw;
  for (const [name, value] of Object.entries(reply.getHeaders())) {
    if (value !== undefined) raw.setHeader(name, value);
  }
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'private, no-store, no-transform',
    'x-accel-buffering': 'no',
    connection: 'keep-alive',
  });
  request.raw.socket.setNoDelay(true);
  // A dropped client is noticed by the next heartbeat's write failing; the error is not the process's.
  raw.on('error', () => raw.destroy());
  raw.write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
  const stream = new ChatStream(raw, audience, userId, request.authSession!.id);
  try {
    await hub.add(stream);
  } catch (error) {
    // The session could not be checked again: the client reconnects and is checked from the start.
    request.log.error({ err: error }, 'chat stream could not check its session');
    raw.destroy();
  }
  return stream;
}
