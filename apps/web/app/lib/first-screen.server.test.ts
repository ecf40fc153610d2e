// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DeferHydration } from './first-screen.server';

/** The stream's output when `parts` are written one by one. */
function through(parts: (string | Buffer)[]) {
  return text(
    Readable.from(parts.map((part) => (typeof part === 'string' ? Buffer.from(part) : part))).pipe(
      new DeferHydration(),
    ),
  );
}

const head =
  '<html><head><title>₹ shop</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  '<link rel="icon" href="/favicon.svg"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>';
const moduleScript =
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/a.js";</script>';
const body = `<body><p>₹ 499</p><script nonce="n">scroll()</script>${moduleScript}<!--$--><script nonce="n">data()</script></body></html>`;

const deferred =
  '<html><head><title>₹ shop</title><link rel="icon" href="/favicon.svg"/></head>' +
  '<body><p>₹ 499</p><script nonce="n">scroll()</script>' +
  '<template id="hydration-scripts"><link rel="modulepreload" href="/assets/a.js" nonce="n"/>' +
  `<link rel="modulepreload" href="/assets/b.js" nonce="n"/>${moduleScript}</template>` +
  '<script nonce="n">addEventListener("load",()=>requestAnimationFrame(()=>setTimeout(()=>' +
  'document.head.append(document.getElementById("hydration-scripts").content))),{once:true})</script>' +
  '<!--$--><script nonce="n">data()</script></body></html>';

describe('DeferHydration', () => {
  it('moves the modulepreloads and the module script into a template that a nonced script starts after load', async () => {
    expect(await through([head + body])).toBe(deferred);
  });

  it('gives the same document however the writes cut it, through tags and characters', async () => {
    const bytes = Buffer.from(head + body);
    for (let size = 1; size < 40; size += 3) {
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
      expect(await through(parts)).toBe(deferred);
    }
  });

  it('writes the head and the start of the body together, as React wrote them', async () => {
    const stream = new DeferHydration();
    const writes: string[] = [];
    stream.on('data', (chunk: Buffer) => writes.push(chunk.toString('utf8')));
    stream.end(Buffer.from(`${head}<body><h1>Shell</h1>`));
    await new Promise((resolve) => stream.once('end', resolve));
    expect(writes[0]).toContain('<h1>Shell</h1>');
  });

  it('passes on what React writes in one go as one piece, and what it writes later as another', async () => {
    const stream = new DeferHydration();
    const pieces: string[] = [];
    stream.on('data', (chunk: Buffer) => pieces.push(chunk.toString('utf8')));
    const bytes = Buffer.from(head + body.replace('</body></html>', ''));
    // A shell written in 4 KB views and short strings, all in one turn of the event loop, as React does.
    for (let at = 0; at < bytes.length; at += 7) {
      expect(stream.write(bytes.subarray(at, at + 7))).toBe(true);
    }
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toEqual([deferred.replace('</body></html>', '')]);
    // A Suspense boundary resolved later arrives on its own.
    stream.end('<div>later</div></body></html>');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(pieces).toHaveLength(2);
    expect(pieces.join('')).toBe(deferred.replace('</body></html>', '<div>later</div></body></html>'));
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>no ', 'head</p>'])).toBe('<p>no head</p>');
  });

  it('gives a document without a module script its preloads back at the end', async () => {
    expect(await through([head, '<body><p>static</p></body></html>'])).toBe(
      '<html><head><title>₹ shop</title><link rel="icon" href="/favicon.svg"/></head><body><p>static</p></body></html>' +
        '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="modulepreload" href="/assets/b.js" nonce="n"/>',
    );
  });
});
