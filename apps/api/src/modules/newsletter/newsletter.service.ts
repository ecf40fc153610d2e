import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { type MailService, renderEmail } from '../mail/index.ts';

/** The address an unsubscribe link opens: the shop's page, which calls GET /newsletter/unsubscribe. */
function unsubscribeLink(publicUrl: string | undefined, port: number, token: string): string {
  const base = publicUrl ?? `http://localhost:${port}`;
  return new URL(`/unsubscribe?token=${encodeURIComponent(token)}`, base).toString();
}

/** Newsletter subscriptions: one row per address, ended (not deleted) by its unsubscribe token. */
export class NewsletterService {
  constructor(private readonly deps: { db: Db; mail: MailService; config: Config; clock: Clock }) {}

  /**
   * Subscribes an address. Subscribing again while subscribed changes nothing and sends nothing (so the
   * form cannot be used to flood someone's inbox); a past subscriber is welcomed back with a new token.
   */
  async subscribe(email: string): Promise<void> {
    const { db, mail, config, clock } = this.deps;
    const token = randomBytes(24).toString('base64url');
    const now = clock();
    const sent = await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(newsletterSubscribers)
        .values({ email, token, subscribedAt: now })
        .onConflictDoUpdate({
          target: newsletterSubscribers.email,
          set: { token, subscribedAt: now, unsubscribedAt: null },
          setWhere: sql`${newsletterSubscribers.unsubscribedAt} IS NOT NULL`,
        })
        .returning({ id: newsletterSubscribers.id });
      if (!row) return false;
      const link = unsubscribeLink(config.PUBLIC_URL, config.PORT, token);
      await mail.enqueue(tx, {
        to: email,
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
    if (sent) mail.kick();
  }

  async unsubscribe(token: string): Promise<void> {
    const ended = await this.deps.db
      .update(newsletterSubscribers)
      .set({ unsubscribedAt: this.deps.clock() })
      .where(and(eq(newsletterSubscribers.token, token), isNull(newsletterSubscribers.unsubscribedAt)))
      .returning({ id: newsletterSubscribers.id });
    if (ended.length > 0) return;
    const [known] = await this.deps.db
      .select({ id: newsletterSubscribers.id })
      .from(newsletterSubscribers)
      .where(eq(newsletterSubscribers.token, token));
    // Opening the link twice is fine; an unknown token is not.
    if (!known) throw notFound('This unsubscribe link is not valid', 'UNSUBSCRIBE_TOKEN_UNKNOWN');
  }
}
