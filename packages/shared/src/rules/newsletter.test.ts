import { describe, expect, it } from 'vitest';
import { confirmStep, type isSubscribed, newsletterRules, subscribeStep } from './newsletter.ts';

const now = new Date('2026-11-26T10:00:00Z');
const ago = (ms: number) => new Date(now.getTime() - ms);
const minutes = (n: number) => n * 60_000;
const days = (n: number) => n * 86_400_000;
const state = (overrides: Partial<Parameters<typeof isSubscribed>[0]> = {}) => ({
  confirmedAt: null,
  unsubscribedAt: null,
  confirmSentAt: null,
  ...overrides,
});

describe('subscribeStep', () => {
  const interval = minutes(newsletterRules.confirmIntervalMinutes);
  it.each([
    ['a new address', undefined, 'send'],
    ['a subscriber', state({ confirmedAt: ago(days(30)) }), 'subscribed'],
    ['a pending address just sent a confirmation', state({ confirmSentAt: ago(interval - 1000) }), 'wait'],
    ['a pending address sent one a while ago', state({ confirmSentAt: ago(interval) }), 'send'],
    ['a pending address whose link expired', state({ confirmSentAt: ago(days(8)) }), 'send'],
    ['a pending address never sent one', state(), 'send'],
    [
      'a past subscriber',
      state({ confirmedAt: ago(days(30)), unsubscribedAt: ago(days(1)), confirmSentAt: ago(days(31)) }),
      'send',
    ],
    [
      'a past subscriber who left minutes after a confirmation',
      state({
        confirmedAt: ago(minutes(3)),
        unsubscribedAt: ago(minutes(1)),
        confirmSentAt: ago(minutes(4)),
      }),
      'wait',
    ],
  ] as const)('%s: %s', (_name, given, step) => {
    expect(subscribeStep(given, now)).toBe(step);
  });
});

describe('confirmStep', () => {
  const lifetime = days(newsletterRules.confirmDays);
  it.each([
    ['no address has the link', undefined, 'unknown'],
    ['a fresh link', state({ confirmSentAt: ago(minutes(5)) }), 'confirm'],
    ['a link about to expire', state({ confirmSentAt: ago(lifetime - 1000) }), 'confirm'],
    ['a link just expired', state({ confirmSentAt: ago(lifetime) }), 'expired'],
    [
      'a link opened again',
      state({ confirmedAt: ago(minutes(1)), confirmSentAt: ago(minutes(5)) }),
      'confirmed',
    ],
    ['a row without a confirmation', state(), 'unknown'],
  ] as const)('%s', (_name, given, step) => {
    expect(confirmStep(given, now)).toBe(step);
  });
});
