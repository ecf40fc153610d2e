import { describe, expect, it } from 'vitest';
import { paiseToRupeeText, rupeeTextToPaise } from './rupee-input.ts';

describe('rupeeTextToPaise', () => {
  it.each([
    ['499', 49900],
    ['499.5', 49950],
    ['499.05', 49905],
    [' ₹1,299.00 ', 129900],
    ['0', 0],
  ])('reads %j as %i paise', (text, paise) => {
    expect(rupeeTextToPaise(text)).toBe(paise);
  });

  it.each(['', '-5', '4.999', 'abc', '1e3', '12.', '.5'])('refuses %j', (text) => {
    expect(rupeeTextToPaise(text)).toBeNull();
  });

  it('round-trips what it shows', () => {
    for (const paise of [0, 5, 49900, 49950, 123456])
      expect(rupeeTextToPaise(paiseToRupeeText(paise))).toBe(paise);
  });
});
