import { Transform, type TransformCallback } from 'node:stream';

/**
 * The first screen of every page is server-rendered HTML with its stylesheet inlined: no script is
 * needed to paint it. Lighthouse's simulated slow phone counts every request that finished before the
 * largest paint it saw in its own fast load as delaying that paint, so hydration scripts fetched at
 * once, even at low priority, cost the slow phone their whole download before its largest paint.
 * React Router's <Scripts/> has no option for when its scripts are fetched: this stream takes its
 * `<link rel="modulepreload">`s out of the head and its inline module script (which imports the route
 * modules and starts hydration) out of the body, and puts both, unchanged, in an inert <template>. A
 * small inline script moves them into the head after the `load` event and the next frame, when the
 * largest picture has been painted; the preloads then still fetch the modules in parallel
 * (docs/ARCHITECTURE.md, First screen).
 */
const HEAD_END = Buffer.from('</head>');
const SCRIPT_END = Buffer.from('</script>');
const MODULE_SCRIPT_START = /<script\b[^>]*\btype="module"[^>]*>/;
const MODULE_PRELOAD = /<link\b[^>]*\brel="modulepreload"[^>]*>/gi;
const TEMPLATE_ID = 'hydration-scripts';
/** More than any page's HTML: React never has to wait for this stream to take the next piece. */
const WHOLE_PAGE = 4 * 1024 * 1024;

/**
 * Runs after `load` (every picture of the first screen is in) and one frame (it has been painted). A
 * page opened in a background tab hydrates when it is first shown, as frames only run then.
 */
const START_HYDRATION =
  `addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>` +
  `document.head.append(document.getElementById("${TEMPLATE_ID}").content))),{once:true})`;

function nonceOf(tag: string): string | undefined {
  return /\bnonce="([^"]*)"/.exec(tag)?.[1];
}

/**
 * The document with React Router's hydration scripts held back until the first screen is painted.
 * The head is held until `</head>` (a few KB, written with the rest of the shell anyway), then the
 * body until the end of the module script (at the end of the shell, so no later than it would come
 * anyway); everything after passes through untouched. A document without a head passes as it came;
 * one without a module script gets its preloads back at the end.
 */
export class DeferHydration extends Transform {
  #held: Buffer = Buffer.alloc(0);
  #state: 'head' | 'body' | 'done' = 'head';
  #preloads: string[] = [];
  #out: Buffer[] = [];

  constructor() {
    // React writes the document in 4 KB pieces and pauses whenever a write reports a full buffer.
    // Taking a whole page at once and passing it on in one piece (below) saves every later stage
    // (the web stream, the compressor's thread pool) a round trip per piece.
    super({ writableHighWaterMark: WHOLE_PAGE });
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.#state === 'done') {
      this.#pass(bytes);
      callback();
      return;
    }
    this.#held = this.#held.length ? Buffer.concat([this.#held, bytes]) : bytes;
    // Whatever can go on goes in one write, as React made it: the head and the start of the body
    // arrive together.
    const ready: Buffer[] = [];
    if (this.#state === 'head') {
      const end = this.#held.indexOf(HEAD_END);
      if (end === -1) {
        callback();
        return;
      }
      // `</head>` is ASCII, so cutting just after it never splits a UTF-8 character.
      const cut = end + HEAD_END.length;
      const head = this.#held
        .subarray(0, cut)
        .toString('utf8')
        .replace(MODULE_PRELOAD, (link) => {
          this.#preloads.push(link);
          return '';
        });
      ready.push(Buffer.from(head));
      this.#held = this.#held.subarray(cut);
      this.#state = 'body';
    }
    ready.push(...this.#takeModuleScript());
    for (const piece of ready) this.#pass(piece);
    callback();
  }

  /** Everything React writes in one go (a whole shell, a resolved boundary) leaves as one piece. */
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

  /** The body up to the module script, or up to a tag that might still become it; the rest is held. */
  #takeModuleScript(): Buffer[] {
    // Tags are ASCII, so latin1 keeps byte offsets and never fails on a split character.
    const text = this.#held.toString('latin1');
    const start = MODULE_SCRIPT_START.exec(text);
    if (!start) {
      const lastTag = text.lastIndexOf('<');
      const safe = lastTag === -1 || text.indexOf('>', lastTag) !== -1 ? text.length : lastTag;
      const ready = this.#held.subarray(0, safe);
      this.#held = this.#held.subarray(safe);
      return [ready];
    }
    const end = this.#held.indexOf(SCRIPT_END, start.index);
    if (end === -1) {
      const ready = this.#held.subarray(0, start.index);
      this.#held = this.#held.subarray(start.index);
      return [ready];
    }
    const cut = end + SCRIPT_END.length;
    const script = this.#held.subarray(start.index, cut).toString('utf8');
    const nonce = nonceOf(start[0]);
    const ready = [
      this.#held.subarray(0, start.index),
      Buffer.from(
        `<template id="${TEMPLATE_ID}">${this.#preloads.join('')}${script}</template>` +
          `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${START_HYDRATION}</script>`,
      ),
      this.#held.subarray(cut),
    ];
    this.#held = Buffer.alloc(0);
    this.#state = 'done';
    return ready;
  }

  override _flush(callback: TransformCallback) {
    if (this.#state === 'body')
      this.#held = Buffer.concat([this.#held, Buffer.from(this.#preloads.join(''))]);
    this.#pass(this.#held);
    this.#release();
    callback();
  }
}
