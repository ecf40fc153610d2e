import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type pg from 'pg';
import type { Database } from '../../db/client.ts';
import type { BusEvent, ChatEvent } from './chat.events.ts';

const CHANNEL = 'chat_events';
/** PostgreSQL refuses a NOTIFY payload of 8,000 bytes or more; a long message travels by id instead. */
const NOTIFY_MAX_BYTES = 7_000;

/** A message too long for NOTIFY: the receiving node reads it from the database. */
type Envelope = { node: string; event: BusEvent } | { node: string; messageId: number; event: BusEvent };

/**
 * Carries chat events, and the access changes that close streams, between nodes (docs/decisions/0017).
 * Each node delivers its own events to its streams at once and publishes them here; it ignores its own
 * envelopes when they come back.
 */
export interface ChatBus {
  readonly kind: 'local' | 'postgres' | 'redis';
  start(deliver: (event: BusEvent) => void): Promise<void>;
  publish(event: BusEvent): Promise<void>;
  close(): Promise<void>;
}

export interface BusOptions {
  database: Database;
  redisUrl?: string;
  log: FastifyBaseLogger;
  /** Reads a message by id (a long message crossed PostgreSQL by id only). */
  loadMessage: (id: number) => Promise<ChatEvent | null>;
}

/**
 * Redis pub/sub when REDIS_URL is set, else LISTEN/NOTIFY on PostgreSQL, else this node only (PGlite).
 * ioredis is imported only when Redis is used (lib/first-use.ts).
 */
export async function createChatBus(options: BusOptions): Promise<ChatBus> {
  if (options.redisUrl) {
    const { Redis } = await import('ioredis');
    return new RedisBus(Redis, options.redisUrl, options.log);
  }
  if (options.database.pool) return new PostgresBus(options.database.pool, options);
  return { kind: 'local', start: async () => {}, publish: async () => {}, close: async () => {} };
}

class RedisBus implements ChatBus {
  readonly kind = 'redis';
  private readonly node = randomUUID();
  private readonly publisher: Redis;
  private readonly subscriber: Redis;

  constructor(RedisClient: typeof Redis, url: string, log: FastifyBaseLogger) {
    this.publisher = new RedisClient(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
    // A subscribed connection can do nothing else; ioredis subscribes again after a reconnect.
    this.subscriber = new RedisClient(url, { lazyConnect: true });
    for (const client of [this.publisher, this.subscriber]) {
      client.on('error', (error) => log.warn({ err: error }, 'chat: Redis connection error'));
    }
  }

  async start(deliver: (event: BusEvent) => void): Promise<void> {
    await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
    this.subscriber.on('message', (_channel: string, payload: string) => {
      const envelope = JSON.parse(payload) as Envelope;
      if (envelope.node !== this.node) deliver(envelope.event);
    });
    await this.subscriber.subscribe(CHANNEL);
  }

  async publish(event: BusEvent): Promise<void> {
    await this.publisher.publish(CHANNEL, JSON.stringify({ node: this.node, event }));
  }

  async close(): Promise<void> {
    await Promise.allSettled([this.subscriber.quit(), this.publisher.quit()]);
  }
}

/** LISTEN on one dedicated connection, listening again after it drops (as the catalogue cache does). */
class PostgresBus implements ChatBus {
  readonly kind = 'postgres';
  private readonly node = randomUUID();
  private listener: pg.PoolClient | null = null;
  private retry: NodeJS.Timeout | null = null;
  private closed = false;
  private deliver: (event: BusEvent) => void = () => {};

  constructor(
    private readonly pool: pg.Pool,
    private readonly options: BusOptions,
  ) {}

  async start(deliver: (event: BusEvent) => void): Promise<void> {
    this.deliver = deliver;
    await this.listen();
  }

  private async listen(): Promise<void> {
    if (this.closed) return;
    const client = await this.pool.connect();
    client.on('error', () => this.lost(client));
    try {
      await client.query(`LISTEN ${CHANNEL}`);
    } catch (error) {
      client.release(true);
      throw error;
    }
    // Closed while this was connecting: a client kept now would never be given back.
    if (this.closed) {
      client.release(true);
      return;
    }
    client.on('notification', (notification) => {
      if (notification.channel !== CHANNEL || !notification.payload) return;
      this.receive(JSON.parse(notification.payload) as Envelope).catch((error: unknown) =>
        this.options.log.error({ err: error }, 'chat: a NOTIFY could not be delivered'),
      );
    });
    this.listener = client;
  }

  private async receive(envelope: Envelope): Promise<void> {
    if (envelope.node === this.node) return;
    if ('messageId' in envelope) {
      const event = await this.options.loadMessage(envelope.messageId);
      if (event) this.deliver(event);
      return;
    }
    this.deliver(envelope.event);
  }

  private lost(client: pg.PoolClient): void {
    if (this.listener !== client) return;
    this.listener = null;
    client.release(true);
    this.listenAgain(250);
  }

  private listenAgain(delayMs: number): void {
    if (this.closed) return;
    this.retry = setTimeout(() => {
      this.listen().catch(() => this.listenAgain(Math.min(delayMs * 2, 2_000)));
    }, delayMs);
    this.retry.unref();
  }

  async publish(event: BusEvent): Promise<void> {
    let payload = JSON.stringify({ node: this.node, event });
    if (Buffer.byteLength(payload) > NOTIFY_MAX_BYTES && event.kind === 'message') {
      const light = { ...event, message: { ...event.message, text: '' } };
      payload = JSON.stringify({ node: this.node, messageId: event.message.id, event: light });
    }
    await this.pool.query('SELECT pg_notify($1, $2)', [CHANNEL, payload]);
  }

  async close(): Promise<void> {
    this.closed = true;
    if (this.retry) clearTimeout(this.retry);
    const client = this.listener;
    this.listener = null;
    // Destroyed, not returned: the pool must never hand out a connection still subscribed.
    client?.release(true);
  }
}
