import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { GstinInputSchema } from '../schemas/gst-reports.ts';
import { gstinCheckCharacter, gstinProblem } from './gstin.ts';

describe('GSTIN', () => {
  it.each([
    ['27AAPFU0939F1ZV', null],
    ['29AAGCB7383J1Z4', null],
    ['27AAPFU0939F1ZW', 'checksum'],
    ['29AAGCB7383J1Z5', 'checksum'],
    ['00AAPFU0939F1ZV', 'state'],
    ['40AAPFU0939F1ZV', 'state'],
    ['27AAPFU0939F1Z', 'format'],
    ['27AAPFU0939F0ZV', 'format'],
    ['27AAPFU0939F1YV', 'format'],
    ['27aapfu0939f1zv', 'format'],
    ['', 'format'],
  ])('%s → %s', (gstin, problem) => {
    expect(gstinProblem(gstin)).toBe(problem);
  });

  it('accepts the state codes still in use that no longer name a state (25, 28, 97)', () => {
    for (const code of ['25', '28', '97']) {
      const first14 = `${code}AAPFU0939F1Z`;
      expect(gstinProblem(first14 + gstinCheckCharacter(first14))).toBeNull();
    }
  });

  it('catches every single mistyped character after the state code', () => {
    const alphabet = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(fc.integer({ min: 2, max: 13 }), fc.integer({ min: 1, max: 35 }), (position, shift) => {
        const valid = '27AAPFU0939F1ZV';
        const changed = alphabet[(alphabet.indexOf(valid[position]!) + shift) % 36]!;
        const typo = valid.slice(0, position) + changed + valid.slice(position + 1);
        expect(gstinProblem(typo)).not.toBeNull();
      }),
    );
  });

  it('the checkout field takes it in any case and spacing, empty as none, and names the problem', () => {
    expect(GstinInputSchema.parse(' 27aapfu0939f1zv ')).toBe('27AAPFU0939F1ZV');
    expect(GstinInputSchema.parse('')).toBeNull();
    expect(GstinInputSchema.parse(undefined)).toBeUndefined();
    const refused = GstinInputSchema.safeParse('27AAPFU0939F1ZW');
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toMatch(/mistyped/);
    expect(GstinInputSchema.safeParse('99AAPFU0939F1ZV').error?.issues[0]?.message).toMatch(/state code/);
  });
});
