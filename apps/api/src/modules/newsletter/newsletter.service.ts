import { createHash, randomBytes } from 'node:crypto';
import { confirmStep, newsletterMessages, newsletterRules, subscribeStep } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/newsletter.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { type MailService, renderEmail } from '../mail/index.ts';

const newToken = () => randomBytes(32).toString('base64url');
const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** A page of the shop: the e-mails' links open pages, which call this API. */
function shopLink(config: Config, path: string, token: string): string {
  const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
  return new URL(`${path}?token=${encodeURIComponent(token)}`, base).toString();
}

/**
 * Newsletter subscriptions with double opt-in: a sign-up only stores the address as pending and
 * e-mails a confirmation link; the address is subscribed (counted, exported) once that link is
 * opened. One row per address, ended (not deleted) by its unsubscribe token.
 */
export class NewsletterService {
  constructor(private readonly deps: { db: Db; mail: MailService; config: Config; clock: Clock }) {}

  /**
   * Signs an address up. A subscriber gets nothing (the caller answers the same), a pending address at
   * most one confirmation every few minutes, anyone else a confirmation e-mail with a new link.
   */
  async subscribe(email: string): Promise<void> {
    const { db, mail, config, clock } = this.deps;
    const now = clock();
    const sent = await db.transaction(async (tx) => {
      await tx
        .insert(newsletterSubscribers)
        .values({ email, token: newToken(), subscribedAt: now })
        .onConflictDoNothing({ target: newsletterSubscribers.email });
      // Locked: two sign-ups of one address at once send one confirmation.
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.email, email))
        .for('update');
      if (!row || subscribeStep(row, now) !== 'send') return false;
      const token = newToken();
      await tx
        .update(newsletterSubscribers)
        .set({
          confirmTokenHash: hashToken(token),
          confirmSentAt: now,
          confirmedAt: null,
          unsubscribedAt: null,
          // A past subscriber's old unsubscribe link ends nothing new.
          ...(row.unsubscribedAt ? { token: newToken() } : {}),
        })
        .where(eq(newsletterSubscribers.id, row.id));
      const link = shopLink(config, '/newsletter/confirm', token);
      await mail.enqueue(tx, {
        to: email,
        subject: `Confirm your subscription to ${config.SHOP_NAME}`,
        ...renderEmail({
          shopName: config.SHOP_NAME,
          heading: 'Please confirm your subscription',
          paragraphs: [
            `Someone, hopefully you, asked for the ${config.SHOP_NAME} newsletter at this address: wellness articles, new products and offers, about twice a month.`,
            `To start it, open this link within ${newsletterRules.confirmDays} days and press Confirm: ${link}`,
            'If it was not you, ignore this e-mail: without your confirmation we send nothing more.',
          ],
        }),
      });
      return true;
    });
    if (sent) mail.kick();
  }

  /**
   * Confirms the address a link was sent to and welcomes it with its unsubscribe link. Opening the
   * link again after it worked answers the same and sends nothing.
   */
  async confirm(token: string): Promise<void> {
    const { db, mail, config, clock } = this.deps;
    const now = clock();
    const welcomed = await db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.confirmTokenHash, hashToken(token)))
        .for('update');
      const step = confirmStep(row, now);
      if (step === 'unknown') throw notFound(newsletterMessages.confirmUnknown, 'CONFIRM_TOKEN_UNKNOWN');
      if (step === 'expired') throw badRequest(newsletterMessages.confirmExpired, 'CONFIRM_TOKEN_EXPIRED');
      if (step === 'confirmed') return false;
      await tx
        .update(newsletterSubscribers)
        .set({ confirmedAt: now, subscribedAt: now })
        .where(eq(newsletterSubscribers.id, row!.id));
      const link = shopLink(config, '/unsubscribe', row!.token);
      await mail.enqueue(tx, {
        to: row!.email,
        subject: `You are subscribed to ${config.SHOP_NAME}`,
        ...renderEmail({
          shopName: config.SHOP_NAME,
          heading: 'Thank you for subscribing',
          paragraphs: [
            'You will get our wellness articles, new products and offers, about twice a month.',
            `Changed your mind? Unsubscribe at any time: ${link}`,
          ],
        }),
      });
      return true;
    });
    if (welcomed) mail.kick();
  }

  /** Whether an unsubscribe link is the shop's (404 if not); nothing is changed. */
  async checkUnsubscribe(token: string): Promise<void> {
    const [known] = await this.deps.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, token));
    if (!known) throw notFound('This unsubscribe link is not valid', 'UNSUBSCRIBE_TOKEN_UNKNOWN');
  }

  async unsubscribe(token: string): Promise<void> {
    const ended = await this.deps.db
      .update(newsletterSubscribers)
      // The confirmation link dies with the subscription: only a new sign-up starts it again.
      .set({ unsubscribedAt: this.deps.clock(), confirmTokenHash: null })
      .where(and(eq(newsletterSubscribers.token, token), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ id: newsletterSubscribers.id });
    // Confirming twice is fine; an unknown token is not.
    if (ended.length === 0) await this.checkUnsubscribe(token);
  }
}
