import type { ServerResponse } from 'node:http';
import { chatLimits } from '@shop/shared';
import type { ChatBus } from './chat.bus.ts';
import type { AccessChange, BusEvent, ChatEvent } from './chat.events.ts';

/** A stream the server stops writing to when the client reads this far behind (a dead phone). */
const MAX_BACKLOG_BYTES = 1024 * 1024;
/** How many message ids a stream remembers to drop repeats (history and live overlap, bus echoes). */
const REMEMBERED_MESSAGES = 1000;
/** Open streams one account may hold on one node (tabs and devices); more is refused with 429. */
export const MAX_STREAMS_PER_ACCOUNT = 20;

/**
 * Why a stream ended, told to the client in an `end` event before the answer closes. `expired`: its
 * lifetime is over and EventSource reconnects, checking the session again; `signed-out`: its session
 * ended or its account's rights changed, so the reconnect will be refused.
 */
export type StreamEnd = 'expired' | 'signed-out' | 'shutdown';

/** One open Server-Sent Events answer: a customer's (their conversation only) or the team's (all). */
export class ChatStream {
  /** Events that arrived while the history was being read; sent once it has been. */
  private pending: ChatEvent[] | null = [];
  /**
   * Ids of the messages written, newest last. Not a high-water mark: ids come from one sequence for
   * every conversation, and a message can commit (and arrive) after one with a higher id.
   */
  private readonly written = new Set<number>();

  constructor(
    readonly raw: ServerResponse,
    readonly audience: { customerId: string } | 'team',
    /** Who opened it (the team member, for the team's streams). */
    readonly userId: string,
    /** The session it was opened with: the stream lives no longer than that session. */
    readonly sessionId: string,
  ) {}

  /** Whether an access change ends this stream's right to exist. */
  endedBy(change: AccessChange): boolean {
    if (change.userId !== this.userId) return false;
    if (change.sessionId !== undefined && change.sessionId !== this.sessionId) return false;
    return change.exceptSessionId !== this.sessionId;
  }

  wants(event: ChatEvent): boolean {
    if (this.audience === 'team') return !(event.kind === 'typing' && event.from === 'team');
    if (event.customerId !== this.audience.customerId) return false;
    if (event.kind === 'typing') return event.from === 'team';
    if (event.kind === 'read') return event.by === 'team';
    return event.kind === 'message';
  }

  /**
   * Writes the history read after subscribing, then what arrived meanwhile, skipping repeats. When more
   * was missed than one page (`more`), a `reload` event follows the page: the client reads its history
   * again (newest first) rather than the server holding a whole conversation for one stream.
   */
  catchUp(history: ChatEvent[], more = false): void {
    for (const event of history) this.write(event);
    if (more) this.put('event: reload\ndata: {}\n\n');
    const pending = this.pending ?? [];
    this.pending = null;
    for (const event of pending) this.write(event);
  }

  send(event: ChatEvent): void {
    if (this.pending) this.pending.push(event);
    else this.write(event);
  }

  comment(text: string): void {
    this.put(`: ${text}\n\n`);
  }

  /** Says why, then ends the answer. */
  end(reason: StreamEnd): void {
    if (this.raw.writableEnded || this.raw.destroyed) return;
    this.put(`event: end\ndata: ${JSON.stringify({ reason })}\n\n`);
    this.raw.end();
  }

  private write(event: ChatEvent): void {
    if (event.kind === 'message') {
      if (this.written.has(event.message.id)) return;
      this.written.add(event.message.id);
      if (this.written.size > REMEMBERED_MESSAGES) {
        this.written.delete(this.written.values().next().value as number);
      }
    }
    const data = JSON.stringify(event.kind === 'message' ? { ...event, customerId: undefined } : event);
    // The customer's stream names each message, so a reconnecting EventSource sends Last-Event-ID.
    const id = event.kind === 'message' && this.audience !== 'team' ? `id: ${event.message.id}\n` : '';
    this.put(`${id}event: ${event.kind}\ndata: ${data}\n\n`);
  }

  private put(chunk: string): void {
    if (this.raw.destroyed || this.raw.writableEnded) return;
    if (this.raw.writableLength > MAX_BACKLOG_BYTES) {
      this.raw.destroy();
      return;
    }
    this.raw.write(chunk);
  }
}

/** What the hub needs besides its bus. */
export interface HubOptions {
  /** The longest a stream stays open; EventSource then reconnects, and the session is checked again. */
  maxLifetimeMs: number;
  /** The account a live session belongs to and its role, or null once the session is gone. */
  sessionHolder: (sessionId: string) => Promise<{ userId: string; role: 'customer' | 'admin' } | null>;
}

/**
 * This node's open chat streams. An event is delivered to local streams at once and published on the
 * bus for the other nodes (docs/decisions/0017). One timer writes heartbeats to every stream every 25
 * seconds, and runs only while a stream is open: an idle node does no work.
 *
 * A stream lives no longer than the right that opened it: an access change (sessions ended, rights
 * changed) ends the streams it names on every node, and every stream ends by `maxLifetimeMs` anyway.
 */
export class ChatHub {
  private readonly byCustomer = new Map<string, Set<ChatStream>>();
  private readonly team = new Set<ChatStream>();
  private heartbeat: NodeJS.Timeout | null = null;

  constructor(
    private readonly bus: ChatBus,
    private readonly options: HubOptions,
  ) {}

  async start(): Promise<void> {
    await this.bus.start((event) => this.deliver(event));
  }

  get connections(): number {
    let count = this.team.size;
    for (const streams of this.byCustomer.values()) count += streams.size;
    return count;
  }

  /** Delivers here and tells the other nodes; a bus failure never fails the write that caused it. */
  async publish(event: ChatEvent): Promise<void> {
    this.deliver(event);
    await this.bus.publish(event).catch(() => {});
  }

  /** Ends the streams an access change names, here and on every other node. */
  async revoke(change: AccessChange): Promise<void> {
    const event: BusEvent = { kind: 'access', ...change };
    this.deliver(event);
    await this.bus.publish(event).catch(() => {});
  }

  /** Whether this account may open one more stream here (one account cannot exhaust the node). */
  hasRoomFor(audience: ChatStream['audience'], userId: string): boolean {
    if (audience === 'team') {
      let count = 0;
      for (const stream of this.team) if (stream.userId === userId) count += 1;
      return count < MAX_STREAMS_PER_ACCOUNT;
    }
    return (this.byCustomer.get(audience.customerId)?.size ?? 0) < MAX_STREAMS_PER_ACCOUNT;
  }

  /**
   * Joins a stream, then checks its session once more: an access change that committed after the
   * request's session was read, but was delivered before the stream joined, is seen by this read
   * (changes are announced after their commit), so no stream outlives its right by a race.
   */
  async add(stream: ChatStream): Promise<void> {
    if (stream.audience === 'team') this.team.add(stream);
    else {
      const set = this.byCustomer.get(stream.audience.customerId) ?? new Set();
      set.add(stream);
      this.byCustomer.set(stream.audience.customerId, set);
    }
    // Up to a tenth shorter, so the streams of a node that restarted do not all reconnect together.
    const lifetime = this.options.maxLifetimeMs * (1 - Math.random() / 10);
    const expiry = setTimeout(() => stream.end('expired'), lifetime);
    expiry.unref();
    stream.raw.on('close', () => {
      clearTimeout(expiry);
      this.remove(stream);
    });
    if (!this.heartbeat) {
      this.heartbeat = setInterval(() => this.beat(), chatLimits.heartbeatMs);
      this.heartbeat.unref();
    }
    const holder = await this.options.sessionHolder(stream.sessionId);
    if (
      !holder ||
      holder.userId !== stream.userId ||
      (stream.audience === 'team' && holder.role !== 'admin')
    ) {
      stream.end('signed-out');
    }
  }

  /** Ends every stream (the server is closing: an open stream would hold it open). */
  async close(): Promise<void> {
    for (const stream of [...this.all()]) stream.end('shutdown');
    this.stopHeartbeat();
    await this.bus.close();
  }

  private remove(stream: ChatStream): void {
    if (stream.audience === 'team') this.team.delete(stream);
    else {
      const set = this.byCustomer.get(stream.audience.customerId);
      set?.delete(stream);
      if (set?.size === 0) this.byCustomer.delete(stream.audience.customerId);
    }
    if (this.connections === 0) this.stopHeartbeat();
  }

  private deliver(event: BusEvent): void {
    if (event.kind === 'access') {
      // A customer's streams are filed under their own id; a team member's are among the team's.
      const theirs = [...(this.byCustomer.get(event.userId) ?? []), ...this.team];
      for (const stream of theirs) if (stream.endedBy(event)) stream.end('signed-out');
      return;
    }
    for (const stream of this.byCustomer.get(event.customerId) ?? []) {
      if (stream.wants(event)) stream.send(event);
    }
    for (const stream of this.team) if (stream.wants(event)) stream.send(event);
  }

  private *all(): Generator<ChatStream> {
    yield* this.team;
    for (const set of this.byCustomer.values()) yield* set;
  }

  private beat(): void {
    for (const stream of this.all()) stream.comment('heartbeat');
  }

  private stopHeartbeat(): void {
    if (this.heartbeat) clearInterval(this.heartbeat);
    this.heartbeat = null;
  }
}
