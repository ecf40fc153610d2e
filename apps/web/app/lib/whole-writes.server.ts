import { Transform, type TransformCallback } from 'node:stream';

/** More than any page's HTML: React never has to wait for this stream to take the next piece. */
const WHOLE_PAGE = 4 * 1024 * 1024;

/**
 * The document as React writes it, passed on in one piece per turn of the event loop. React writes a
 * page in 4 KB pieces (and many short strings), all in one turn for a whole shell or a resolved Suspense
 * boundary; taken one by one, each would cost the web stream and the compressor's thread pool a round
 * trip (about 55 for the home page). Gathered, the page reaches brotli in one write
 * (docs/PERFORMANCE.md, Compressing pages). Nothing is changed, held back or reordered.
 */
export class WholeWrites extends Transform {
  #out: Buffer[] = [];

  constructor() {
    // React pauses whenever a write reports a full buffer: with room for a whole page it never does.
    super({ writableHighWaterMark: WHOLE_PAGE });
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const piece = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (piece.length > 0) {
      if (this.#out.length === 0) process.nextTick(() => this.#release());
      this.#out.push(piece);
    }
    callback();
  }

  #release() {
    if (this.#out.length === 0) return;
    const whole = this.#out.length === 1 ? this.#out[0]! : Buffer.concat(this.#out);
    this.#out = [];
    this.push(whole);
  }

  override _flush(callback: TransformCallback) {
    this.#release();
    callback();
  }
}
