// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { WholeWrites } from './whole-writes.server';

const page =
  '<html><head><title>₹ shop</title><link rel="modulepreload" href="/assets/a.js" nonce="n"/></head>' +
  '<body><p>₹ 499</p><script nonce="n" type="module" async="">import * as route0 from "/assets/a.js";</script>' +
  '<!--$--><script nonce="n">data()</script>';

describe('WholeWrites', () => {
  it('passes the document on unchanged, hydration scripts where React Router put them, however it was cut', async () => {
    const bytes = Buffer.from(`${page}</body></html>`);
    for (let size = 1; size < 40; size += 3) {
      const parts: Buffer[] = [];
      for (let at = 0; at < bytes.length; at += size) parts.push(bytes.subarray(at, at + size));
      expect(await text(Readable.from(parts).pipe(new WholeWrites()))).toBe(bytes.toString('utf8'));
    }
  });

  it('passes on what React writes in one go as one piece, and what it writes later as another', async () => {
    const stream = new WholeWrites();
    const pieces: string[] = [];
    stream.on('data', (chunk: Buffer) => pieces.push(chunk.toString('utf8')));
    const bytes = Buffer.from(page);
    // A shell written in small views and short strings, all in one turn of the event loop, as React does.
    for (let at = 0; at < bytes.length; at += 7) {
      expect(stream.write(bytes.subarray(at, at + 7))).toBe(true);
    }
    stream.write('');
    await new Promise((resolve) => setImmediate(resolve));
    expect(pieces).toEqual([page]);
    // A Suspense boundary resolved later arrives on its own.
    stream.end('<div>later</div></body></html>');
    await new Promise((resolve) => stream.once('end', resolve));
    expect(pieces).toEqual([page, '<div>later</div></body></html>']);
  });
});
