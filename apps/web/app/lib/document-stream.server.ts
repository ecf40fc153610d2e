import { Transform, type TransformCallback } from 'node:stream';

/** More than any page's HTML: React never has to wait for this stream to take the next piece. */
const WHOLE_PAGE = 4 * 1024 * 1024;
const HEAD_END = Buffer.from('</head>');
/** How React writes React Router's <link rel="modulepreload">s (props in their order). */
const MODULE_PRELOAD = Buffer.from('<link rel="modulepreload"');
const LOW_PRIORITY = Buffer.from(' fetchpriority="low"');

/**
 * The document as React writes it, with two changes that only concern when bytes travel
 * (docs/ARCHITECTURE.md, First screen):
 *
 * - React Router's `<link rel="modulepreload">`s in the head get `fetchpriority="low"`: the hydration
 *   scripts are fetched from the start, alongside the HTML, but the first screen's picture goes first,
 *   and a browser (or Lighthouse's simulation) never takes them for render-blocking. `<Scripts/>` has
 *   no option for it. The module script that starts hydration stays as it is, where it is.
 * - What React writes in one turn of the event loop (a whole shell, a resolved Suspense boundary, in
 *   4 KB pieces) leaves as one piece: the web stream and the compressor's thread pool then take a page
 *   in one round trip instead of about 55 (docs/PERFORMANCE.md, Compressing pages).
 */
export class DocumentStream extends Transform {
  /** The head's bytes not yet passed on: a tag cut by a write waits for the rest of it. */
  #head: Buffer | undefined = Buffer.alloc(0);
  #out: Buffer[] = [];

  constructor() {
    // React pauses whenever a write reports a full buffer: with room for a whole page it never does.
    super({ writableHighWaterMark: WHOLE_PAGE });
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.#head === undefined) this.#pass(piece);
    else this.#inHead(Buffer.concat([this.#head, piece]));
    callback();
  }

  /** Passes on the head up to what a later write may complete, and all of it once `</head>` is in. */
  #inHead(held: Buffer) {
    const end = held.indexOf(HEAD_END);
    // Until the head ends, the last bytes could be the start of a preload or of `</head>`.
    const safe = end === -1 ? Math.max(0, held.length - MODULE_PRELOAD.length) : end + HEAD_END.length;
    let from = 0;
    for (
      let at = held.indexOf(MODULE_PRELOAD);
      at !== -1 && at < safe;
      at = held.indexOf(MODULE_PRELOAD, at + 1)
    ) {
      const after = at + MODULE_PRELOAD.length;
      this.#pass(held.subarray(from, after));
      this.#pass(LOW_PRIORITY);
      from = after;
    }
    this.#pass(held.subarray(from, Math.max(from, safe)));
    const rest = held.subarray(Math.max(from, safe));
    if (end === -1) {
      this.#head = rest;
    } else {
      this.#head = undefined;
      this.#pass(rest);
    }
  }

  #pass(piece: Buffer) {
    if (piece.length === 0) return;
    if (this.#out.length === 0) process.nextTick(() => this.#release());
    this.#out.push(piece);
  }

  #release() {
    if (this.#out.length === 0) return;
    const whole = this.#out.length === 1 ? this.#out[0]! : Buffer.concat(this.#out);
    this.#out = [];
    this.push(whole);
  }

  override _flush(callback: TransformCallback) {
    if (this.#head) this.#pass(this.#head);
    this.#head = undefined;
    this.#release();
    callback();
  }
}
