import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { plainTextSchema } from './text.ts';

const name = plainTextSchema('First name', { max: 40, noMarkup: true });
const message = plainTextSchema('Message', { max: 200, multiline: true });

const firstError = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.error?.issues[0]?.message;

describe('plainTextSchema', () => {
  it('trims, and keeps ordinary text in any script', () => {
    expect(name.parse('  Asha  ')).toBe('Asha');
    expect(name.parse('आशा राव')).toBe('आशा राव');
    expect(message.parse('Line one\nLine two\r\n\tindented')).toBe('Line one\nLine two\r\n\tindented');
  });

  it('says the label when the text is missing, blank or too long', () => {
    expect(firstError(name.safeParse(undefined))).toBe('First name is required');
    expect(firstError(name.safeParse('   '))).toBe('First name is required');
    expect(firstError(name.safeParse('x'.repeat(41)))).toBe('First name must be at most 40 characters');
    expect(plainTextSchema('Note', { max: 5, min: 0 }).parse('')).toBe('');
  });

  it.each([
    ['a NUL byte', 'As\u0000ha'],
    ['a bell', 'As\u0007ha'],
    ['an escape sequence', '\u001b[31mAsha'],
    ['DEL', 'Asha\u007f'],
    ['a C1 control', 'As\u0085ha'],
    ['a right-to-left override', 'Asha\u202egnp.exe'],
    ['a line break in one-line text', 'As\nha'],
  ])('refuses %s, naming the field', (_what, value) => {
    expect(firstError(name.safeParse(value))).toBe('First name contains characters that are not allowed');
  });

  it('refuses half a surrogate pair, alone or at either end, and keeps whole pairs (emoji)', () => {
    for (const text of ['\ud800', 'a\udc00', '\ud83d b', 'x\udfffy']) {
      expect(firstError(message.safeParse(text)), JSON.stringify(text)).toBe(
        'Message contains characters that are not allowed',
      );
    }
    expect(message.parse('Thank you 🙏🌿')).toBe('Thank you 🙏🌿');
  });

  it('refuses markup only where asked (names)', () => {
    expect(firstError(name.safeParse('<img src=x onerror=alert(1)>'))).toBe(
      'First name cannot contain < or >',
    );
    expect(message.parse('2 < 3 and 5 > 4')).toBe('2 < 3 and 5 > 4');
  });

  // A hundred generated strings take milliseconds, but a busy CI machine once stretched them past 5 s.
  it('never lets a control character through, whatever the input', { timeout: 30_000 }, () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (value) => {
        const result = message.safeParse(value);
        if (!result.success) return;
        const codes = [...result.data].map((character) => character.codePointAt(0)!);
        const control = (code: number) =>
          (code < 0x20 && code !== 0x09 && code !== 0x0a && code !== 0x0d) || (code >= 0x7f && code <= 0x9f);
        expect(codes.filter(control)).toEqual([]);
      }),
    );
  });
});
