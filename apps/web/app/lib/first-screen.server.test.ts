// @vitest-environment node
import { Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { describe, expect, it } from 'vitest';
import { HeadRewrite, lowerModulePreloads } from './first-screen.server';

describe('lowerModulePreloads', () => {
  it('gives each modulepreload a low fetch priority and leaves other links alone', () => {
    const head =
      '<link rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>' +
      '<link rel="preload" as="image" href="/p.webp" fetchPriority="high"/><link rel="modulepreload" href="/assets/b.js"/>';
    expect(lowerModulePreloads(head)).toBe(
      '<link fetchpriority="low" rel="modulepreload" href="/assets/a.js" nonce="n"/><link rel="icon" href="/favicon.svg"/>' +
        '<link rel="preload" as="image" href="/p.webp" fetchPriority="high"/><link fetchpriority="low" rel="modulepreload" href="/assets/b.js"/>',
    );
  });

  it('keeps a priority that is already set', () => {
    const head = '<link rel="modulepreload" fetchPriority="high" href="/assets/a.js"/>';
    expect(lowerModulePreloads(head)).toBe(head);
  });
});

/** The stream's output when `parts` are written one by one. */
function through(parts: string[], rewrite: (head: string) => string) {
  return text(Readable.from(parts.map((part) => Buffer.from(part))).pipe(new HeadRewrite(rewrite)));
}

describe('HeadRewrite', () => {
  const shout = (head: string) => head.toUpperCase();

  it('rewrites the head only, even when </head> is split between writes', async () => {
    const output = await through(
      ['<html><head><ti', 'tle>x</title></he', 'ad><body>body</body></html>'],
      shout,
    );
    expect(output).toBe('<HTML><HEAD><TITLE>X</TITLE></HEAD><body>body</body></html>');
  });

  it('does not split a character of more than one byte', async () => {
    const bytes = Buffer.from('<head><title>₹ ₹</title></head><p>₹</p>');
    const parts = [bytes.subarray(0, 14), bytes.subarray(14, 20), bytes.subarray(20)];
    const output = await text(Readable.from(parts).pipe(new HeadRewrite((head) => head)));
    expect(output).toBe('<head><title>₹ ₹</title></head><p>₹</p>');
  });

  it('passes a document without a head through unchanged', async () => {
    expect(await through(['<p>no ', 'head</p>'], shout)).toBe('<p>no head</p>');
  });
});
