import { describe, expect, it } from 'vitest';
import { isSlideLive, liveCountdown } from './storefront.ts';

describe('isSlideLive', () => {
  // 2026-11-26 18:29 UTC is 23:59 in India on the 26th; a minute later it is the 27th there.
  const lastMinuteOf26 = new Date('2026-11-26T18:29:00Z');
  const firstMinuteOf27 = new Date('2026-11-26T18:30:00Z');

  it.each([
    [{ startsOn: null, endsOn: null }, lastMinuteOf26, true],
    [{ startsOn: '2026-11-27', endsOn: null }, lastMinuteOf26, false],
    [{ startsOn: '2026-11-27', endsOn: null }, firstMinuteOf27, true],
    [{ startsOn: null, endsOn: '2026-11-26' }, lastMinuteOf26, true],
    [{ startsOn: null, endsOn: '2026-11-26' }, firstMinuteOf27, false],
    [{ startsOn: '2026-11-27', endsOn: '2026-11-27' }, firstMinuteOf27, true],
  ])('%o at %s: %s (days are India days)', (slide, now, live) => {
    expect(isSlideLive(slide, now)).toBe(live);
  });
});

describe('liveCountdown', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  it('keeps an end still ahead and drops one that has passed or is now', () => {
    expect(liveCountdown('2026-11-26T15:31:00+05:30', now)).toBe('2026-11-26T15:31:00+05:30');
    expect(liveCountdown('2026-11-26T15:30:00+05:30', now)).toBeNull();
    expect(liveCountdown(null, now)).toBeNull();
  });
});
