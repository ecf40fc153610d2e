import type { FastifyInstance } from 'fastify';

export interface SseEvent {
  id?: string;
  event: string;
  data: unknown;
}

/** An open Server-Sent Events answer read with fetch: tests wait for the event they expect. */
export interface EventReader {
  status: number;
  headers: Headers;
  events: SseEvent[];
  /** The first event (from the start) matching, waiting up to `timeoutMs`. */
  next(match: (event: SseEvent) => boolean, timeoutMs?: number): Promise<SseEvent>;
  /** Resolves when the server has ended the answer, or fails after `timeoutMs`. */
  ended(timeoutMs?: number): Promise<void>;
  /** Whether the server has ended the answer. */
  readonly isEnded: boolean;
  close(): void;
}

/** The base URL of an app listening on a free loopback port (streams need a real socket). */
export async function listen(app: FastifyInstance): Promise<string> {
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return address;
}

export async function readEvents(url: string, headers: Record<string, string> = {}): Promise<EventReader> {
  const controller = new AbortController();
  const response = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  const waiters = new Set<() => void>();
  const pump = async () => {
    if (!response.body || !response.headers.get('content-type')?.startsWith('text/event-stream')) return;
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of response.body) {
      buffer += decoder.decode(chunk as Uint8Array, { stream: true });
      let end = buffer.indexOf('\n\n');
      while (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split('\n')
            .filter((line) => line && !line.startsWith(':'))
            .map((line) => [line.slice(0, line.indexOf(':')), line.slice(line.indexOf(':') + 1).trim()]),
        );
        if (fields.event) {
          events.push({ id: fields.id, event: fields.event, data: JSON.parse(fields.data ?? 'null') });
          for (const wake of waiters) wake();
        }
        end = buffer.indexOf('\n\n');
      }
    }
  };
  let isEnded = false;
  const pumped = pump()
    .catch(() => {})
    .finally(() => {
      isEnded = true;
    });
  return {
    get isEnded() {
      return isEnded;
    },
    ended(timeoutMs = 5_000) {
      let timer: NodeJS.Timeout | undefined;
      const timeout = new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`the stream was still open after ${timeoutMs} ms`)),
          timeoutMs,
        );
      });
      return Promise.race([pumped, timeout]).finally(() => clearTimeout(timer));
    },
    status: response.status,
    headers: response.headers,
    events,
    next(match, timeoutMs = 5_000) {
      return new Promise((resolve, reject) => {
        const check = () => {
          const found = events.find(match);
          if (!found) return;
          waiters.delete(check);
          clearTimeout(timer);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events)}`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => controller.abort(),
  };
}

/** Matches a message event carrying this text. */
export const messageWith =
  (text: string) =>
  (event: SseEvent): boolean =>
    event.event === 'message' && (event.data as { message: { text: string } }).message.text === text;
