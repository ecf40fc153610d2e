import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { endReason, keepApiStreamOpen } from './api-stream';

/** Enough of EventSource to play the browser: events are dispatched by hand. */
class FakeSource extends EventTarget {
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSED = 2;
  static made: FakeSource[] = [];
  readyState = FakeSource.CONNECTING;
  closed = false;
  constructor(readonly url: string) {
    super();
    FakeSource.made.push(this);
  }
  close() {
    this.closed = true;
    this.readyState = FakeSource.CLOSED;
  }
  /** The browser gave up (the reconnect was answered 401, 403, 429 or 5xx). */
  giveUp() {
    this.readyState = FakeSource.CLOSED;
    this.dispatchEvent(new Event('error'));
  }
  /** A dropped connection the browser retries by itself. */
  drop() {
    this.readyState = FakeSource.CONNECTING;
    this.dispatchEvent(new Event('error'));
  }
}

describe('keepApiStreamOpen', () => {
  beforeEach(() => {
    FakeSource.made = [];
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeSource);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('opens a new stream after the browser gives up, resuming from the query read then, and tells the page', () => {
    let after = 7;
    const gaveUp = vi.fn();
    const listened: string[] = [];
    const stop = keepApiStreamOpen('GET /chat/stream', {
      query: () => ({ after }),
      listen: (source) => listened.push((source as unknown as FakeSource).url),
      onGaveUp: gaveUp,
    });
    FakeSource.made[0]!.drop();
    vi.advanceTimersByTime(60_000);
    // A drop is the browser's to retry: nothing new is opened.
    expect(FakeSource.made).toHaveLength(1);
    expect(gaveUp).not.toHaveBeenCalled();

    after = 12;
    FakeSource.made[0]!.giveUp();
    expect(gaveUp).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(2_999);
    expect(FakeSource.made).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect(listened).toEqual(['/api/chat/stream?after=7', '/api/chat/stream?after=12']);
    stop();
    expect(FakeSource.made[1]!.closed).toBe(true);
  });

  it('waits twice as long after each refusal, up to a minute, and starts again after a stream opens', () => {
    const stop = keepApiStreamOpen('GET /admin/chat/stream', { listen: () => {} });
    const pauses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const before = Date.now();
      FakeSource.made.at(-1)!.giveUp();
      const count = FakeSource.made.length;
      while (FakeSource.made.length === count) vi.advanceTimersByTime(500);
      pauses.push(Date.now() - before);
    }
    expect(pauses).toEqual([3_000, 6_000, 12_000, 24_000, 48_000, 60_000, 60_000]);
    FakeSource.made.at(-1)!.dispatchEvent(new Event('ready'));
    FakeSource.made.at(-1)!.giveUp();
    vi.advanceTimersByTime(3_000);
    expect(FakeSource.made).toHaveLength(9);
    stop();
  });

  it('opens nothing more once stopped', () => {
    const stop = keepApiStreamOpen('GET /chat/stream', { listen: () => {} });
    stop();
    FakeSource.made[0]!.giveUp();
    vi.advanceTimersByTime(120_000);
    expect(FakeSource.made).toHaveLength(1);
  });
});

describe('endReason', () => {
  it("reads the reason of the server's end event", () => {
    expect(endReason(new MessageEvent('end', { data: '{"reason":"signed-out"}' }))).toBe('signed-out');
    expect(endReason(new MessageEvent('end', { data: 'nonsense' }))).toBeUndefined();
  });
});
