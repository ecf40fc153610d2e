import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isIndianMobile, normalizeIndianMobile, phoneInputDigits } from './phone.ts';

describe('Indian mobile numbers', () => {
  it.each([
    ['9876543210', '9876543210'],
    ['98765 43210', '9876543210'],
    ['+91 98765 43210', '9876543210'],
    ['+919876543210', '9876543210'],
    ['919876543210', '9876543210'],
    ['09876543210', '9876543210'],
    ['(987) 654-3210', '9876543210'],
    ['6000000000', '6000000000'],
  ])('accepts %s as %s', (input, expected) => {
    expect(normalizeIndianMobile(input)).toBe(expected);
  });

  it.each([
    ['', 'empty'],
    ['5876543210', 'starts with 5'],
    ['0876543210', 'starts with 0 after trimming nothing'],
    ['987654321', '9 digits'],
    ['98765432101', '11 digits without a trunk 0'],
    ['+44 7911 123456', 'a UK number'],
    ['98765abc10', 'letters'],
    ['1234567890', 'starts with 1'],
  ])('refuses %s (%s)', (input) => {
    expect(normalizeIndianMobile(input)).toBeNull();
    expect(isIndianMobile(input)).toBe(false);
  });

  it('normalises every spelling of a valid number to the same 10 digits', () => {
    const mobile = fc
      .tuple(fc.constantFrom('6', '7', '8', '9'), fc.stringMatching(/^\d{9}$/))
      .map(([first, rest]) => first + rest);
    fc.assert(
      fc.property(mobile, fc.constantFrom('', '+91 ', '91', '0'), (number, prefix) => {
        expect(normalizeIndianMobile(`${prefix}${number.slice(0, 5)} ${number.slice(5)}`)).toBe(number);
      }),
    );
  });

  it('keeps digits only and at most 10 while typing', () => {
    expect(phoneInputDigits('+91 98765-43210')).toBe('9198765432');
    expect(phoneInputDigits('98a76')).toBe('9876');
  });
});
