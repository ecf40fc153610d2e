import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { splitGst } from './gst.ts';
import {
  creditNoteLines,
  formatCreditNoteNumber,
  paymentStatusAfterRefunds,
  refundableRemaining,
  refundMessages,
} from './refunds.ts';

describe('credit note numbers', () => {
  it('writes CN/<financial year>/<4 digits>', () => {
    expect(formatCreditNoteNumber('2026-27', 1)).toBe('CN/2026-27/0001');
    expect(formatCreditNoteNumber('2026-27', 42)).toBe('CN/2026-27/0042');
    expect(formatCreditNoteNumber('2027-28', 12345)).toBe('CN/2027-28/12345');
  });

  it.each([0, -1, 1.5, Number.NaN])('refuses the sequence %s', (sequence) => {
    expect(() => formatCreditNoteNumber('2026-27', sequence)).toThrow(RangeError);
  });
});

describe('refundable amount', () => {
  it('takes every refund off what was captured, failed ones too, never below zero', () => {
    expect(refundableRemaining(100000, [])).toBe(100000);
    expect(refundableRemaining(100000, [{ amountPaise: 25000 }, { amountPaise: 5000 }])).toBe(70000);
    expect(refundableRemaining(100000, [{ amountPaise: 100000 }])).toBe(0);
    expect(refundableRemaining(100, [{ amountPaise: 150 }])).toBe(0);
  });
});

describe('payment status after refunds', () => {
  const base = { capturedPaise: 100000, orderStatus: 'cancelled' };
  it('is refund_pending while a refund is pending or failed', () => {
    expect(
      paymentStatusAfterRefunds({ ...base, refunds: [{ amountPaise: 100000, status: 'pending' }] }),
    ).toBe('refund_pending');
    expect(paymentStatusAfterRefunds({ ...base, refunds: [{ amountPaise: 100000, status: 'failed' }] })).toBe(
      'refund_pending',
    );
  });
  it('is refunded once processed refunds reach the captured amount', () => {
    expect(
      paymentStatusAfterRefunds({
        ...base,
        refunds: [
          { amountPaise: 40000, status: 'processed' },
          { amountPaise: 60000, status: 'processed' },
        ],
      }),
    ).toBe('refunded');
  });
  it('keeps a cancelled or returned order owed until all is back, a kept order paid', () => {
    const partial = [{ amountPaise: 40000, status: 'processed' as const }];
    expect(paymentStatusAfterRefunds({ ...base, refunds: partial })).toBe('refund_pending');
    expect(paymentStatusAfterRefunds({ ...base, orderStatus: 'returned', refunds: partial })).toBe(
      'refund_pending',
    );
    expect(paymentStatusAfterRefunds({ ...base, orderStatus: 'delivered', refunds: partial })).toBe('paid');
  });
});

describe('credit note lines', () => {
  const lines = [
    { amountPaise: 125820, gstRateBp: 1200 },
    { amountPaise: 22410, gstRateBp: 500 },
  ];

  it('reverses a full refund exactly as the invoice split it', () => {
    const { lines: credit, shippingPaise } = creditNoteLines(lines, 148230, true);
    expect(shippingPaise).toBe(0);
    expect(credit[0]).toEqual({ index: 1, ...splitGst(125820, 1200, true) });
    expect(credit[1]).toEqual({ index: 2, ...splitGst(22410, 500, true) });
  });

  it('uses IGST between states', () => {
    const { lines: credit } = creditNoteLines(lines, 148230, false);
    expect(credit.every((line) => line.cgstPaise === 0 && line.sgstPaise === 0)).toBe(true);
    expect(credit[0]!.igstPaise).toBe(splitGst(125820, 1200, false).igstPaise);
  });

  it('spreads a partial refund in proportion, adding up to the paisa', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            amountPaise: fc.integer({ min: 0, max: 500000 }),
            gstRateBp: fc.constantFrom(0, 500, 1200, 1800),
          }),
          { minLength: 1, maxLength: 6 },
        ),
        fc.boolean(),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, intraState, fraction) => {
          const total = input.reduce((sum, line) => sum + line.amountPaise, 0);
          fc.pre(total > 0);
          const refund = Math.max(1, Math.floor(total * fraction));
          const { lines: credit, shippingPaise } = creditNoteLines(input, refund, intraState);
          const sum = credit.reduce((acc, line) => acc + line.amountPaise, 0);
          expect(sum + shippingPaise).toBe(refund);
          for (const [index, line] of credit.entries()) {
            expect(line.amountPaise).toBeLessThanOrEqual(input[index]!.amountPaise);
            expect(line.taxablePaise + line.cgstPaise + line.sgstPaise + line.igstPaise).toBe(
              line.amountPaise,
            );
          }
        },
      ),
    );
  });

  it('refuses a refund of nothing or of fractional paise', () => {
    expect(() => creditNoteLines(lines, 0, true)).toThrow(RangeError);
    expect(() => creditNoteLines(lines, 10.5, true)).toThrow();
  });
});

describe('refund messages', () => {
  it('tells the customer the amount, the date and the 5–7 working days', () => {
    expect(refundMessages.initiated(99950, new Date('2026-11-24T08:00:00Z'))).toBe(
      'Refund of ₹999.50 initiated on 24 Nov 2026; it reaches your account in 5–7 working days',
    );
    expect(refundMessages.processed('2026-11-26T08:00:00Z')).toBe('Refunded on 26 Nov 2026');
  });
});
