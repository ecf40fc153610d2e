/** Double opt-in of the newsletter (docs/PRODUCT.md, Newsletter). */
export const newsletterRules = {
  /** A confirmation link works this many days after its e-mail was written. */
  confirmDays: 7,
  /** At most one confirmation e-mail to one address in this many minutes, however often it is typed in. */
  confirmIntervalMinutes: 10,
} as const;

/** What the shop knows of an address: when it confirmed, left, and was last sent a confirmation. */
export interface NewsletterAddressState {
  confirmedAt: Date | null;
  unsubscribedAt: Date | null;
  confirmSentAt: Date | null;
}

const minute = 60_000;
const day = 24 * 60 * minute;

/** Whether the address gets the newsletter now: confirmed and not unsubscribed since. */
export const isSubscribed = (state: NewsletterAddressState): boolean =>
  state.confirmedAt !== null && state.unsubscribedAt === null;

/**
 * What a sign-up for an address does: nothing for a subscriber (the answer is the same, so the form
 * tells nobody who subscribes), nothing while a confirmation sent minutes ago may still arrive, else
 * a new confirmation e-mail.
 */
export function subscribeStep(
  state: NewsletterAddressState | undefined,
  now: Date,
): 'subscribed' | 'wait' | 'send' {
  if (!state) return 'send';
  if (isSubscribed(state)) return 'subscribed';
  const sentAgo = state.confirmSentAt
    ? now.getTime() - state.confirmSentAt.getTime()
    : Number.POSITIVE_INFINITY;
  return sentAgo < newsletterRules.confirmIntervalMinutes * minute ? 'wait' : 'send';
}

/**
 * What opening a confirmation link does: confirms a pending address while the link is fresh; a link
 * opened again after it worked is fine; an old one has expired.
 */
export function confirmStep(
  state: NewsletterAddressState | undefined,
  now: Date,
): 'unknown' | 'expired' | 'confirm' | 'confirmed' {
  if (!state) return 'unknown';
  if (isSubscribed(state)) return 'confirmed';
  if (!state.confirmSentAt) return 'unknown';
  const age = now.getTime() - state.confirmSentAt.getTime();
  return age < newsletterRules.confirmDays * day ? 'confirm' : 'expired';
}
