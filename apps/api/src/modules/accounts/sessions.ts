import { accountRules } from '@shop/shared';
import { and, eq, gt, isNull, lte, ne, sql } from 'drizzle-orm';
import type { Db, Executor } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { newId } from '../../lib/ids.ts';
import type { UserRow } from './accounts.repo.ts';
import { newToken, sha256 } from './secrets.ts';

export type SessionPurpose = 'session' | 'signup';

export interface ResolvedSession {
  id: string;
  purpose: SessionPurpose;
  expiresAt: Date;
  user: UserRow;
}

/**
 * Sessions that ended, or an account whose rights changed, told after the commit: whatever such a
 * session opened must end (the live chat's streams, on every node). Without `sessionId`, every session
 * of the account; `exceptSessionId` is the one a password change keeps.
 */
export interface AccessChange {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

const DAY_MS = 24 * 60 * 60_000;
/** A sign-up token only lives as long as someone may reasonably take to type the code (and resend once or twice). */
const SIGNUP_TOKEN_MS = 60 * 60_000;
const LAST_SEEN_EVERY_MS = 60_000;
const MAX_TOKEN_LENGTH = 200;

/** Random tokens of which only the SHA-256 is stored, so a leaked table opens no account. */
export class SessionService {
  /**
   * Every signed-in request looks up its token: the query is built once, not per request (building
   * Drizzle queries was a fifth of the checkout's CPU, docs/PERFORMANCE.md). Looked up by the token's
   * hash: the comparison that matters never sees the secret itself.
   */
  private readonly byTokenHash;
  private onAccessChange: (change: AccessChange) => Promise<void> = async () => {};

  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {
    this.byTokenHash = db
      .select({ session: sessions, user: users })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.tokenHash, sql.placeholder('tokenHash')),
          gt(sessions.expiresAt, sql.placeholder('now')),
          isNull(users.deletedAt),
        ),
      )
      .limit(1)
      .prepare('session_by_token_hash');
  }

  /**
   * The shopper's "I am over 18", kept on the session it was given in (docs/PRODUCT.md §7.4):
   * remembered until that session ends, asked again in a new one. The cart's routes ask these two.
   */
  async confirmAge(sessionId: string): Promise<void> {
    await this.db.update(sessions).set({ ageConfirmedAt: this.clock() }).where(eq(sessions.id, sessionId));
  }

  async ageConfirmed(sessionId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ at: sessions.ageConfirmedAt })
      .from(sessions)
      .where(eq(sessions.id, sessionId))
      .limit(1);
    return row?.at != null;
  }

  /** Starts a session; answers the token (shown once, to the client) and its expiry. */
  async create(
    db: Executor,
    userId: string,
    purpose: SessionPurpose,
    userAgent?: string,
  ): Promise<{ id: string; token: string; expiresAt: Date }> {
    const now = this.clock();
    const token = newToken();
    const id = newId();
    const expiresAt = new Date(
      now.getTime() + (purpose === 'session' ? accountRules.sessionDays * DAY_MS : SIGNUP_TOKEN_MS),
    );
    // Housekeeping where it is cheap: the person's own expired sessions go when a new one starts.
    await db.delete(sessions).where(and(eq(sessions.userId, userId), lte(sessions.expiresAt, now)));
    await db.insert(sessions).values({
      id,
      userId,
      tokenHash: sha256(token),
      purpose,
      expiresAt,
      lastSeenAt: now,
      createdAt: now,
      userAgent: userAgent?.slice(0, 255) ?? null,
    });
    return { id, token, expiresAt };
  }

  /** The live session and account a token belongs to, or null (unknown, expired, or account deleted). */
  async resolve(token: string): Promise<ResolvedSession | null> {
    if (!token || token.length > MAX_TOKEN_LENGTH) return null;
    const now = this.clock();
    const [row] = await this.byTokenHash.execute({ tokenHash: sha256(token), now });
    if (!row) return null;
    if (now.getTime() - row.session.lastSeenAt.getTime() >= LAST_SEEN_EVERY_MS) {
      await this.db.update(sessions).set({ lastSeenAt: now }).where(eq(sessions.id, row.session.id));
    }
    return {
      id: row.session.id,
      purpose: row.session.purpose,
      expiresAt: row.session.expiresAt,
      user: row.user,
    };
  }

  /** Who is told of access changes (the composition root passes the chat hub's `revoke`). */
  whenAccessChanges(listener: (change: AccessChange) => Promise<void>): void {
    this.onAccessChange = listener;
  }

  /**
   * Tells that sessions ended or rights changed. Call it after the commit that did it: told earlier, a
   * stream could reopen on the session before it is gone. Telling never fails the change itself.
   */
  async accessChanged(change: AccessChange): Promise<void> {
    await this.onAccessChange(change).catch(() => {});
  }

  /** The account a live session belongs to and its role, or null (ended, expired, account deleted). */
  async holder(sessionId: string): Promise<{ userId: string; role: 'customer' | 'admin' } | null> {
    const [row] = await this.db
      .select({ userId: users.id, role: users.role })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(
        and(
          eq(sessions.id, sessionId),
          eq(sessions.purpose, 'session'),
          gt(sessions.expiresAt, this.clock()),
          isNull(users.deletedAt),
        ),
      );
    return row ?? null;
  }

  async end(db: Executor, sessionId: string): Promise<void> {
    await db.delete(sessions).where(eq(sessions.id, sessionId));
  }

  /** Ends every session of a user, or every one but `keepSessionId`. */
  async endAll(db: Executor, userId: string, keepSessionId?: string): Promise<void> {
    await db
      .delete(sessions)
      .where(
        keepSessionId
          ? and(eq(sessions.userId, userId), ne(sessions.id, keepSessionId))
          : eq(sessions.userId, userId),
      );
  }

  async endPurpose(db: Executor, userId: string, purpose: SessionPurpose): Promise<void> {
    await db.delete(sessions).where(and(eq(sessions.userId, userId), eq(sessions.purpose, purpose)));
  }
}
