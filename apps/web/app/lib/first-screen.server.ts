import { Transform, type TransformCallback } from 'node:stream';

/**
 * The first screen of every page is server-rendered HTML and one stylesheet: no script is needed to
 * paint it. React Router's <Scripts/> has no option for how its `<link rel="modulepreload">`s are
 * fetched, and Chrome fetches a modulepreload at high priority, ahead of or beside the stylesheet
 * and the pictures on the first screen; on a slow phone the 30-odd hydration scripts then delay the
 * first paint (Lighthouse counts every high-priority script fetched before the paint as blocking it).
 * React itself preloads its bootstrap modules with `fetchpriority="low"` for the same reason; this
 * gives React Router's preloads that priority too. They are still fetched at once, in parallel, so
 * hydration does not wait on a chain of imports (docs/ARCHITECTURE.md, First screen).
 */
export function lowerModulePreloads(head: string): string {
  return head.replace(/<link\b([^>]*)>/gi, (tag, attributes: string) =>
    /\brel="modulepreload"/i.test(attributes) && !/\bfetchpriority=/i.test(attributes)
      ? `<link fetchpriority="low"${attributes}>`
      : tag,
  );
}

const HEAD_END = '</head>';

/**
 * A stream that holds the document back until `</head>` has gone through (the head is a few KB and
 * React writes it with the rest of the shell anyway), rewrites the head with `rewrite`, and passes
 * everything after it through untouched. A document without `</head>` is passed on as it came.
 */
export class HeadRewrite extends Transform {
  #pending: Buffer[] = [];
  #done = false;

  constructor(private readonly rewrite: (head: string) => string) {
    super();
  }

  override _transform(chunk: Buffer | string, _encoding: BufferEncoding, callback: TransformCallback) {
    const bytes = typeof chunk === 'string' ? Buffer.from(chunk) : chunk;
    if (this.#done) {
      callback(null, bytes);
      return;
    }
    this.#pending.push(bytes);
    const buffered = Buffer.concat(this.#pending);
    const end = buffered.indexOf(HEAD_END);
    if (end === -1) {
      this.#pending = [buffered];
      callback();
      return;
    }
    // `</head>` is ASCII, so cutting just after it never splits a UTF-8 character. One write, as React
    // made it, so that the head and the start of the body still arrive together.
    const cut = end + HEAD_END.length;
    this.#done = true;
    this.#pending = [];
    const head = Buffer.from(this.rewrite(buffered.subarray(0, cut).toString('utf8')));
    callback(null, Buffer.concat([head, buffered.subarray(cut)]));
  }

  override _flush(callback: TransformCallback) {
    callback(null, this.#pending.length ? Buffer.concat(this.#pending) : undefined);
  }
}
