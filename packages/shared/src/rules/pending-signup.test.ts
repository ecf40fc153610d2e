import { describe, expect, it } from 'vitest';
import { accountRules } from '../schemas/accounts.ts';
import { isPendingSignupExpired } from './pending-signup.ts';

describe('isPendingSignupExpired', () => {
  const now = new Date('2026-11-26T10:00:00Z');
  const ago = (ms: number) => new Date(now.getTime() - ms);
  const lifetime = accountRules.pendingSignupDays * 86_400_000;
  it.each([
    ['a sign-up of a minute ago', ago(60_000), false],
    ['one a second short of the limit', ago(lifetime - 1000), false],
    ['one exactly at the limit', ago(lifetime), true],
    ['a month-old one', ago(30 * 86_400_000), true],
  ])('%s', (_name, lastAttemptAt, expired) => {
    expect(isPendingSignupExpired(lastAttemptAt, now)).toBe(expired);
  });
});
