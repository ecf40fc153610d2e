import { describe, expect, it } from 'vitest';
import { awayNotice, describeSupportHours, parseSupportHours, supportStatus } from './support-hours.ts';

const shopHours = parseSupportHours('Mon-Sat 10:00-18:00');
/** An instant given in India time (UTC+05:30). */
const ist = (text: string) => new Date(`${text}+05:30`);

describe('parseSupportHours', () => {
  it.each([
    ['Mon-Sat 10:00-18:00', [1, 2, 3, 4, 5, 6], 600, 1080],
    ['mon,wed,fri 9:30-17:00', [1, 3, 5], 570, 1020],
    ['Fri-Mon 08:00-12:00', [0, 1, 5, 6], 480, 720],
    ['Sun 10:00-24:00', [0], 600, 1440],
  ])('reads %s', (text, days, openMinute, closeMinute) => {
    expect(parseSupportHours(text)).toEqual({ days, openMinute, closeMinute });
  });

  it.each([
    ['', /like/],
    ['Mon-Sat', /like/],
    ['Mon-Xyz 10:00-18:00', /unknown day/],
    ['Mon-Sat 18:00-10:00', /after the opening/],
    ['Mon-Sat 10:00-25:00', /not a time/],
  ])('refuses %j', (text, reason) => {
    expect(() => parseSupportHours(text)).toThrow(reason);
  });
});

describe('supportStatus', () => {
  it.each([
    ['2026-11-24T10:00:00', true], // Tuesday, opening minute
    ['2026-11-24T17:59:00', true],
    ['2026-11-24T18:00:00', false], // closing minute is closed
    ['2026-11-24T09:59:00', false],
    ['2026-11-28T12:00:00', true], // Saturday
    ['2026-11-29T12:00:00', false], // Sunday
  ])('at %s India time open is %s', (when, open) => {
    expect(supportStatus(shopHours, ist(when)).open).toBe(open);
  });

  it('names the next opening as an instant', () => {
    expect(supportStatus(shopHours, ist('2026-11-24T08:00:00')).opensAt).toEqual(ist('2026-11-24T10:00:00'));
    expect(supportStatus(shopHours, ist('2026-11-24T19:00:00')).opensAt).toEqual(ist('2026-11-25T10:00:00'));
    // Saturday evening: Sunday is closed, so Monday.
    expect(supportStatus(shopHours, ist('2026-11-28T18:30:00')).opensAt).toEqual(ist('2026-11-30T10:00:00'));
  });

  it('uses India time whatever the UTC date is', () => {
    // 2026-11-24T20:00Z is already Wednesday 01:30 in India.
    expect(supportStatus(shopHours, new Date('2026-11-24T20:00:00Z')).opensAt).toEqual(
      ist('2026-11-25T10:00:00'),
    );
  });
});

describe('awayNotice and describeSupportHours', () => {
  it('says nothing while the team answers', () => {
    expect(awayNotice(shopHours, ist('2026-11-24T11:00:00'))).toBeNull();
  });

  it.each([
    ['2026-11-24T07:00:00', 'today at 10 AM'],
    ['2026-11-24T21:00:00', 'tomorrow at 10 AM'],
    ['2026-11-28T20:00:00', 'on Monday at 10 AM'],
  ])('at %s says when the team answers', (when, text) => {
    expect(awayNotice(shopHours, ist(when))).toBe(`Our team is away now. We will answer ${text}.`);
  });

  it('describes the hours for a person', () => {
    expect(describeSupportHours(shopHours)).toBe('10 AM to 6 PM, Monday to Saturday (India time)');
    expect(describeSupportHours(parseSupportHours('Mon,Wed 09:30-17:00'))).toBe(
      '9:30 AM to 5 PM, Monday, Wednesday (India time)',
    );
  });
});
