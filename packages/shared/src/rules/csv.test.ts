import { describe, expect, it } from 'vitest';
import { csvField, toCsv } from './csv.ts';

describe('CSV', () => {
  it('leaves plain values alone and quotes commas, quotes and line breaks', () => {
    expect(csvField('asha@example.in')).toBe('asha@example.in');
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('two\nlines')).toBe('"two\nlines"');
  });

  it('neutralises values a spreadsheet would run as formulas', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+91')).toBe("'+91");
    expect(csvField('-1')).toBe("'-1");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\tcmd')).toBe("'\tcmd");
    expect(csvField('a=b')).toBe('a=b');
  });

  it('writes a header row and CRLF-ended lines', () => {
    expect(toCsv(['email', 'date'], [['a@b.in', '2026-01-02']])).toBe('email,date\r\na@b.in,2026-01-02\r\n');
    expect(toCsv(['email'], [])).toBe('email\r\n');
  });
});
