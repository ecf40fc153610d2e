import { describe, expect, it } from 'vitest';
import { decodeFlash, encodeFlash } from './flash';

describe('flash notes in a cookie value', () => {
  it('carries the tone and the exact text across, spaces, quotes, ₹ and semicolons included', () => {
    for (const text of [
      'Added to cart!',
      'WELCOME10 applied! You got 10% off.',
      "Only 2 left; you can't add more at ₹1,299",
    ]) {
      const value = encodeFlash({ tone: 'success', text });
      expect(value).not.toMatch(/[\s;,]/);
      expect(decodeFlash(value)).toEqual({ tone: 'success', text });
    }
    expect(decodeFlash(encodeFlash({ tone: 'error', text: 'Invalid promo code' }))).toEqual({
      tone: 'error',
      text: 'Invalid promo code',
    });
  });

  it('reads nothing it did not write: empty, unknown tone, broken encoding, blank text', () => {
    expect(decodeFlash(undefined)).toBeNull();
    expect(decodeFlash('')).toBeNull();
    expect(decodeFlash('logged-out')).toBeNull();
    expect(decodeFlash(encodeURIComponent('x:Hello'))).toBeNull();
    expect(decodeFlash('%E0%A4%A')).toBeNull();
    expect(decodeFlash(encodeURIComponent('s:   '))).toBeNull();
  });

  it('keeps a hand-made cookie to plain text of bounded length on one line', () => {
    const long = decodeFlash(encodeURIComponent(`e:${'a'.repeat(5000)}`));
    expect(long?.text).toHaveLength(300);
    expect(decodeFlash(encodeURIComponent('s:one\ntwo\u0007'))).toEqual({ tone: 'success', text: 'one two' });
  });
});
