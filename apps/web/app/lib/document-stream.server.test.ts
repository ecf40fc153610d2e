// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { DocumentStream } from './document-stream.server';

/** The stream's output when `parts` are written one by one. */
const through = (parts: Buffer[]) => text(Readable.from(parts).pipe(new DocumentStream()));

/** `bytes` cut into writes of `size` bytes (through tags and UTF-8 characters alike). */
function cut(bytes: Buffer, size: number): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
  return parts;
}

const head =
  '<html><head><title>₹ shop</title><style>p{color:red}</style>' +
  '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" href="/assets/b.js" nonce="n"/></head>';
const moduleScript =
  '<script nonce="n" type="module" async="">import * as route0 from "/assets/a.js";</script>';
const body = `<body><p>₹ 499</p>${moduleScript}<!--$--><script nonce="n">data()</script></body></html>`;

const written =
  '<html><head><title>₹ shop</title><style>p{color:red}</style>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>' +
  '<link rel="modulepreload" fetchpriority="low" href="/assets/b.js" nonce="n"/></head>' +
  body;

describe('DocumentStream', () => {
  it('fetches the hydration scripts at low priority and leaves the rest of the document, module script included, as it was', async () => {
    expect(await through([Buffer.from(head + body)])).toBe(written);
  });

  it('gives the same document however the writes cut it, through tags and characters', async () => {
    const bytes = Buffer.from(head + body);
    for (let size = 1; size < 40; size += 3) expect(await through(cut(bytes, size))).toBe(written);
  });

  it('changes nothing after the head, nor a document without one', async () => {
    const late = '<body><link rel="modulepreload" href="/assets/c.js"/></body>';
    expect(await through([Buffer.from(`<head></head>${late}`)])).toBe(`<head></head>${late}`);
    expect(await through(cut(Buffer.from('<p>no head, ₹ 1</p>'), 5))).toBe('<p>no head, ₹ 1</p>');
  });

  it('passes on what React writes in one go as one piece, and what it writes later as another', async () => {
    const stream = new DocumentStream();
    const pieces: string[] = [];
    stream.on('data', (chunk: Buffer) => pieces.push(chunk.toString('utf8')));
    const shell = head + body.replace('</body></html>', '');
    // A shell written in small views, all in one turn of the event loop, as React does.
    for (const part of cut(Buffer.from(shell), 7)) expect(stream.write(part)).toBe(true);
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toEqual([written.replace('</body></html>', '')]);
    // A Suspense boundary resolved later arrives on its own.
    stream.end('<div>later</div></body></html>');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(pieces).toEqual([written.replace('</body></html>', ''), '<div>later</div></body></html>']);
  });
});
