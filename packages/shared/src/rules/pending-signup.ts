/** Days an unverified sign-up lives after its last attempt (also `accountRules.pendingSignupDays`). */
export const pendingSignupDays = 7;

/**
 * Whether an unverified sign-up has lapsed: its last attempt is `pendingSignupDays` old. A lapsed
 * sign-up is as if it never was: login and resend treat the address as unknown, and the next sign-up
 * for it starts a new account instead of keeping the old one's details.
 */
export function isPendingSignupExpired(lastAttemptAt: Date, now: Date): boolean {
  return now.getTime() - lastAttemptAt.getTime() >= pendingSignupDays * 86_400_000;
}
