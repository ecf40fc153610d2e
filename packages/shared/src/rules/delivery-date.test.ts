import { describe, expect, it } from 'vitest';
import { deliveryDate, dispatchDay, formatDeliveryDay, pincodeCheckText } from './delivery-date.ts';

const calendar = (cutoffHour = 14, holidays: string[] = []) => ({ cutoffHour, holidays: new Set(holidays) });
// Thu 26 Nov 2026; India is UTC+05:30, so 08:29Z is 13:59 in India and 08:30Z is 14:00.
const beforeCutoff = new Date('2026-11-26T08:29:00Z');
const atCutoff = new Date('2026-11-26T08:30:00Z');

describe('dispatch day', () => {
  it('is today before the cut-off of a working day, the next working day from the cut-off on', () => {
    expect(dispatchDay(beforeCutoff, calendar())).toBe('2026-11-26');
    expect(dispatchDay(atCutoff, calendar())).toBe('2026-11-27');
  });

  it('reads the hour in India, not UTC: 20:00Z on Thursday is already Friday 01:30 in India', () => {
    expect(dispatchDay(new Date('2026-11-26T20:00:00Z'), calendar())).toBe('2026-11-27');
    expect(dispatchDay(new Date('2026-11-26T20:00:00Z'), calendar(1))).toBe('2026-11-28');
  });

  it('skips Sunday: after the cut-off on Saturday, and at any hour on Sunday, the parcel leaves on Monday', () => {
    expect(dispatchDay(new Date('2026-11-28T10:00:00Z'), calendar())).toBe('2026-11-30');
    expect(dispatchDay(new Date('2026-11-29T03:00:00Z'), calendar())).toBe('2026-11-30');
  });

  it("skips the owner's holidays, several in a row", () => {
    expect(dispatchDay(beforeCutoff, calendar(14, ['2026-11-26']))).toBe('2026-11-27');
    expect(dispatchDay(beforeCutoff, calendar(14, ['2026-11-26', '2026-11-27', '2026-11-28']))).toBe(
      '2026-11-30',
    );
  });

  it('with a cut-off of 0 nothing leaves the day it is ordered', () => {
    expect(dispatchDay(new Date('2026-11-25T18:31:00Z'), calendar(0))).toBe('2026-11-27');
  });
});

describe('delivery date', () => {
  it('adds the days counting only working days', () => {
    // Dispatched Thu 26; Fri 27, Sat 28, (Sun 29), Mon 30.
    expect(deliveryDate(beforeCutoff, 3, calendar())).toBe('2026-11-30');
    expect(deliveryDate(atCutoff, 3, calendar())).toBe('2026-12-01');
    expect(deliveryDate(beforeCutoff, 0, calendar())).toBe('2026-11-26');
  });

  it('skips holidays on the road as well', () => {
    expect(deliveryDate(beforeCutoff, 3, calendar(14, ['2026-11-30']))).toBe('2026-12-01');
  });

  it('crosses the year end, and the leap day', () => {
    // Thu 31 Dec 2026 after the cut-off: Fri 1 Jan dispatch is a holiday, so Sat 2 Jan; +2 → Mon 4, Tue 5.
    expect(deliveryDate(new Date('2026-12-31T12:00:00Z'), 2, calendar(14, ['2027-01-01']))).toBe(
      '2027-01-05',
    );
    expect(deliveryDate(new Date('2028-02-28T04:00:00Z'), 1, calendar())).toBe('2028-02-29');
  });
});

describe('the pincode check texts', () => {
  it('writes the day as the shopper reads it', () => {
    expect(formatDeliveryDay('2026-12-03')).toBe('Thu, 3 Dec');
    expect(formatDeliveryDay('2027-01-10')).toBe('Sun, 10 Jan');
  });

  it('says whether Cash on Delivery is available, or that the pincode is not served', () => {
    const served = { pincode: '560001', serviceable: true, cod: true, deliveryDate: '2026-12-03' };
    expect(pincodeCheckText(served)).toBe('Delivery by Thu, 3 Dec · Cash on Delivery available');
    expect(pincodeCheckText({ ...served, cod: false })).toBe('Delivery by Thu, 3 Dec · Prepaid only');
    expect(pincodeCheckText({ pincode: '110001', serviceable: false, cod: false, deliveryDate: null })).toBe(
      'Sorry, we do not deliver to 110001 yet',
    );
  });
});
