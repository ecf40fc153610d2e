const FIRST_PAUSE_MS = 3_000;
const LONGEST_PAUSE_MS = 60_000;

/**
 * An EventSource that stays open while the page wants it. The browser reconnects by itself when a
 * stream drops or the server ends it (every stream ends after its lifetime, or when its session ends)
 * and the session is checked again on each connection. But it gives up for good on an answer that is
 * not a stream (401 once signed out, 403 once no longer an admin, 429, a node restarting): then
 * `onGaveUp` lets the page reload its data (which shows it is signed out), and a new EventSource is
 * opened after a pause, doubling up to a minute. `url` is read at each opening, so it can resume.
 */
export function keepStreamOpen(options: {
  url: () => string;
  listen: (source: EventSource) => void;
  onGaveUp?: () => void;
}): () => void {
  let source: EventSource | null = null;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let pause = FIRST_PAUSE_MS;
  let stopped = false;
  const open = () => {
    const current = new EventSource(options.url());
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
