import { type ApiRequest, type ApiRoute, apiRequestLine } from '@shop/shared/api';

const FIRST_PAUSE_MS = 3_000;
const LONGEST_PAUSE_MS = 60_000;

/** What a page does with a stream: listen to each EventSource opened, and hear when the browser gave up. */
export interface StreamHandlers {
  listen: (source: EventSource) => void;
  onGaveUp?: () => void;
}

/** The API's Server-Sent Events routes (docs/decisions/0017-live-chat-sse-and-cross-node-events.md). */
type StreamRoute = Extract<ApiRoute, 'GET /chat/stream' | 'GET /admin/chat/stream'>;

/**
 * An EventSource on an API stream that stays open while the page wants it. The browser reconnects by
 * itself when a stream drops or the server ends it (every stream ends after its lifetime, or when its
 * session ends) and the session is checked again on each connection. But it gives up for good on an
 * answer that is not a stream (401 once signed out, 403 once no longer an admin, 429, a node
 * restarting): then `onGaveUp` lets the page reload its data (which shows it is signed out), and a new
 * EventSource is opened after a pause, doubling up to a minute. `query` is read at each opening, so it
 * can resume. The only EventSource of the web app (biome.json).
 */
export function keepApiStreamOpen<R extends StreamRoute>(
  route: R,
  options: StreamHandlers & { query?: () => ApiRequest<R>['query'] },
): () => void {
  const url = () => `/api${apiRequestLine(route, { query: options.query?.() ?? {} }).path}`;
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_PAUSE_MS;
  let stopped = false;
  const open = () => {
    const current = new EventSource(url());
    source = current;
    options.listen(current);
    current.addEventListener('ready', () => {
      pause = FIRST_PAUSE_MS;
    });
    current.addEventListener('error', () => {
      if (stopped || current.readyState !== EventSource.CLOSED) return;
      options.onGaveUp?.();
      timer = setTimeout(open, pause);
      pause = Math.min(pause * 2, LONGEST_PAUSE_MS);
    });
  };
  open();
  return () => {
    stopped = true;
    clearTimeout(timer);
    source?.close();
  };
}

/** Why the server ended a stream (its `end` event): `expired` streams reconnect and go on as before. */
export function endReason(event: Event): string | undefined {
  try {
    return (JSON.parse((event as MessageEvent<string>).data) as { reason?: string }).reason;
  } catch {
    return undefined;
  }
}
