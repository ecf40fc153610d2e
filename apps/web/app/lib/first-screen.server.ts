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
const MODULE_SCRIPT_START = /^<script\b[^>]*\btype="module"/;
const MODULE_PRELOAD = /^<link\b[^>]*\brel="modulepreload"/i;
const SCRIPT_START = Buffer.from('<script');
const LINK_START = Buffer.from('<link');
const TAG_OPEN = 0x3c; // <
const TAG_CLOSE = 0x3e; // >
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

/** Where a tag starts (`<`) and ends (just after its `>`). */
interface Tag {
  start: number;
  end: number;
}

/**
 * The complete start tags opening with `opening` (`<script`, `<link`), found on the bytes: tags are
 * ASCII, and a page's HTML is never decoded whole to look for a few of them.
 */
function* tagsNamed(html: Buffer, opening: Buffer): Generator<Tag> {
  for (let at = html.indexOf(opening); at !== -1; at = html.indexOf(opening, at + opening.length)) {
    const end = html.indexOf(TAG_CLOSE, at);
    if (end === -1) return;
    yield { start: at, end: end + 1 };
  }
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
      // `</head>` is ASCII, so cutting just after it never splits a UTF-8 character. The head carries
      // the inlined stylesheet: it is cut around the preloads, never copied or decoded whole.
      const cut = end + HEAD_END.length;
      ready.push(...this.#withoutPreloads(this.#held.subarray(0, cut)));
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

  /** The head's pieces around its module preloads, which are kept for the <template>. */
  #withoutPreloads(head: Buffer): Buffer[] {
    const pieces: Buffer[] = [];
    let from = 0;
    for (const tag of tagsNamed(head, LINK_START)) {
      if (!MODULE_PRELOAD.test(head.toString('latin1', tag.start, tag.end))) continue;
      pieces.push(head.subarray(from, tag.start));
      this.#preloads.push(head.toString('utf8', tag.start, tag.end));
      from = tag.end;
    }
    pieces.push(head.subarray(from));
    return pieces;
  }

  /** The body up to the module script, or up to a tag that might still become it; the rest is held. */
  #takeModuleScript(): Buffer[] {
    const held = this.#held;
    let start: Tag | undefined;
    for (const tag of tagsNamed(held, SCRIPT_START)) {
      if (MODULE_SCRIPT_START.test(held.toString('latin1', tag.start, tag.end))) {
        start = tag;
        break;
      }
    }
    if (!start) {
      // A tag cut short at the end of this piece might be the module script: it waits for the next.
      const lastTag = held.lastIndexOf(TAG_OPEN);
      const safe = lastTag === -1 || held.indexOf(TAG_CLOSE, lastTag) !== -1 ? held.length : lastTag;
      this.#held = held.subarray(safe);
      return [held.subarray(0, safe)];
    }
    const end = held.indexOf(SCRIPT_END, start.end);
    if (end === -1) {
      this.#held = held.subarray(start.start);
      return [held.subarray(0, start.start)];
    }
    const cut = end + SCRIPT_END.length;
    const script = held.toString('utf8', start.start, cut);
    const nonce = nonceOf(held.toString('latin1', start.start, start.end));
    const ready = [
      held.subarray(0, start.start),
      Buffer.from(
        `<template id="${TEMPLATE_ID}">${this.#preloads.join('')}${script}</template>` +
          `<script${nonce === undefined ? '' : ` nonce="${nonce}"`}>${START_HYDRATION}</script>`,
      ),
      held.subarray(cut),
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
