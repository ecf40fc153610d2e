import { randomBytes } from 'node:crypto';
import { type EmailOptOutKind, mailUnsubscribeMessages } from '@shop/shared';
import { and, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Config } from '../../config.ts';
import type { Db, Executor } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { emailLinkKeys, emailOptOuts } from '../../db/schema/email-preferences.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound } from '../../lib/errors.ts';
import { signUnsubscribeToken, verifyUnsubscribeToken } from './unsubscribe-token.ts';

/** What a marketing e-mail needs to offer its opt-out: the link for the text and the mail headers. */
export interface UnsubscribeLink {
  url: string;
  headers: Record<string, string>;
}

/**
 * Per-customer opt-outs of marketing e-mail, one kind at a time (docs/PRODUCT.md §4.12). Other
 * modules make each e-mail's link with `unsubscribeLink` and ask `optedOut` (or put `optedOutSql`
 * into their own query) before they send one.
 */
export class EmailPreferences {
  private key: Promise<Buffer> | undefined;

  constructor(private readonly deps: { db: Db; config: Config; clock: Clock }) {}

  /**
   * The link for the e-mail's text (the shop's /unsubscribe page, which asks before it stops anything)
   * and the headers for a mail client's own Unsubscribe button: RFC 8058 one-click, a POST to the API
   * URL that `List-Unsubscribe` names (docs/decisions/0032-cart-reminders.md, One-click unsubscribe).
   */
  async unsubscribeLink(userId: string, kind: EmailOptOutKind): Promise<UnsubscribeLink> {
    const { config } = this.deps;
    const token = encodeURIComponent(signUnsubscribeToken(await this.signingKey(), userId, kind));
    const base = config.PUBLIC_URL ?? `http://localhost:${config.PORT}`;
    const url = new URL(`/unsubscribe?kind=${kind}&token=${token}`, base).toString();
    const oneClick = new URL(`/api/mail/unsubscribe?token=${token}`, base).toString();
    return {
      url,
      headers: {
        'List-Unsubscribe': `<${oneClick}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      },
    };
  }

  /** Whether the customer stopped this kind of e-mail (read in the caller's transaction when given one). */
  async optedOut(executor: Executor, userId: string, kind: EmailOptOutKind): Promise<boolean> {
    const [row] = await executor
      .select({ userId: emailOptOuts.userId })
      .from(emailOptOuts)
      .where(and(eq(emailOptOuts.userId, userId), eq(emailOptOuts.kind, kind)));
    return Boolean(row);
  }

  /** The same question as a condition on a column holding user ids, for a query that picks many at once. */
  optedOutSql(userIdColumn: AnyPgColumn | SQL, kind: EmailOptOutKind): SQL {
    return exists(
      this.deps.db
        .select({ one: sql`1` })
        .from(emailOptOuts)
        .where(and(eq(emailOptOuts.userId, userIdColumn), eq(emailOptOuts.kind, kind))),
    );
  }

  /** The kind of e-mail a signed token would stop, changing nothing (404 for a token this shop did not sign). */
  async check(token: string): Promise<EmailOptOutKind> {
    return (await this.verify(token)).kind;
  }

  /**
   * Stops the kind of e-mail a signed token names. Again answers the same; a token not signed by this
   * shop is refused (404, like the newsletter's unknown token).
   */
  async unsubscribe(token: string): Promise<EmailOptOutKind> {
    const claim = await this.verify(token);
    const { db, clock } = this.deps;
    // Only for an account that still exists: a deleted customer gets no mail to stop.
    await db.execute(sql`
      INSERT INTO ${emailOptOuts} (user_id, kind, created_at)
      SELECT ${users.id}, ${claim.kind}, ${clock().toISOString()}::timestamptz FROM ${users}
      WHERE ${users.id} = ${claim.userId}
      ON CONFLICT DO NOTHING`);
    return claim.kind;
  }

  private async verify(token: string) {
    const claim = verifyUnsubscribeToken(await this.signingKey(), token);
    if (!claim) throw notFound(mailUnsubscribeMessages.invalid, 'UNSUBSCRIBE_TOKEN_INVALID');
    return claim;
  }

  /** The shop's signing key: made by the first node that needs it, then read once per process. */
  private signingKey(): Promise<Buffer> {
    this.key ??= (async () => {
      const { db } = this.deps;
      await db
        .insert(emailLinkKeys)
        .values({ id: 'unsubscribe', secret: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select().from(emailLinkKeys).where(eq(emailLinkKeys.id, 'unsubscribe'));
      return Buffer.from(row!.secret, 'base64url');
    })().catch((error: unknown) => {
      this.key = undefined;
      throw error;
    });
    return this.key;
  }
}
