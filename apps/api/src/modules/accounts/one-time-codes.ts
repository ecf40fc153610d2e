import { accountRules, authMessages } from '@shop/shared';
import { and, desc, eq, gt, inArray, isNull, lt, notInArray, sql } from 'drizzle-orm';
import type { Db, Executor, Tx } from '../../db/client.ts';
import { oneTimeCodes, type SignupAttempt } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { hashCode, newOtp, sameHash } from './secrets.ts';

export type CodePurpose = 'signup' | 'reset';

/** A sign-up attempt a code is issued for: its sign-up token's session (if any) and what it asked for. */
export interface AttemptBinding {
  sessionId: string | null;
  signup: SignupAttempt;
}

/** A code that matched: its id for `consume`, and the sign-up attempt it verifies. */
export interface CheckedCode {
  id: string;
  signup: SignupAttempt | null;
}

/** Sign-up attempts whose codes stay usable at once; older ones are dropped when another starts. */
const LIVE_SIGNUP_ATTEMPTS = 3;

const expired = () => badRequest(authMessages.otpExpired, 'OTP_EXPIRED');
const locked = () => badRequest(authMessages.otpLocked, 'OTP_LOCKED');

/**
 * E-mailed one-time codes: 6 digits, 10 minutes, 5 tries, used once. A reset code replaces the older
 * ones. A sign-up code belongs to its attempt: a resend replaces that attempt's code only, and a
 * code verifies only what its own attempt asked for (docs/decisions/0009). Wrong tries are counted in
 * their own statement, on every code that could have matched, so a failed request still counts and
 * more live codes never mean more guesses.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Issues a new code in the caller's transaction; answers it. */
  async issue(tx: Tx, userId: string, purpose: 'reset'): Promise<string>;
  async issue(tx: Tx, userId: string, purpose: 'signup', attempt: AttemptBinding): Promise<string>;
  async issue(tx: Tx, userId: string, purpose: CodePurpose, attempt?: AttemptBinding): Promise<string> {
    const now = this.clock();
    const mine = and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose));
    if (!attempt) {
      await tx.delete(oneTimeCodes).where(mine);
    } else {
      const sameAttempt = attempt.sessionId
        ? eq(oneTimeCodes.sessionId, attempt.sessionId)
        : isNull(oneTimeCodes.sessionId);
      await tx.delete(oneTimeCodes).where(and(mine, sameAttempt));
      const kept = tx
        .select({ id: oneTimeCodes.id })
        .from(oneTimeCodes)
        .where(mine)
        .orderBy(desc(oneTimeCodes.createdAt))
        .limit(LIVE_SIGNUP_ATTEMPTS - 1);
      await tx.delete(oneTimeCodes).where(and(mine, notInArray(oneTimeCodes.id, kept)));
    }
    const id = newId();
    const code = newOtp();
    await tx.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: hashCode(id, code),
      sessionId: attempt?.sessionId ?? null,
      signup: attempt?.signup ?? null,
      expiresAt: new Date(now.getTime() + accountRules.otpTtlMinutes * 60_000),
      createdAt: now,
    });
    return code;
  }

  /** Seconds left before another code may be sent, or 0. */
  async cooldownSeconds(db: Executor, userId: string, purpose: CodePurpose): Promise<number> {
    const [latest] = await db
      .select({ createdAt: oneTimeCodes.createdAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!latest) return 0;
    const elapsed = this.clock().getTime() - latest.createdAt.getTime();
    return Math.max(0, Math.ceil((accountRules.otpResendCooldownSeconds * 1000 - elapsed) / 1000));
  }

  /** The newest sign-up attempt of an account (that of `sessionId` when given), to send its code again. */
  async latestAttempt(db: Executor, userId: string, sessionId?: string): Promise<AttemptBinding | null> {
    const [row] = await db
      .select({ sessionId: oneTimeCodes.sessionId, signup: oneTimeCodes.signup })
      .from(oneTimeCodes)
      .where(
        and(
          eq(oneTimeCodes.userId, userId),
          eq(oneTimeCodes.purpose, 'signup'),
          sessionId ? eq(oneTimeCodes.sessionId, sessionId) : undefined,
        ),
      )
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    return row?.signup ? { sessionId: row.sessionId, signup: row.signup } : null;
  }

  /**
   * Checks a code and counts the try on every live code it could be (only those of `sessionId` when
   * the caller presents a sign-up token); answers the matching code, or throws the reason.
   */
  async check(userId: string, purpose: CodePurpose, code: string, sessionId?: string): Promise<CheckedCode> {
    const now = this.clock();
    const live = and(
      eq(oneTimeCodes.userId, userId),
      eq(oneTimeCodes.purpose, purpose),
      isNull(oneTimeCodes.usedAt),
      gt(oneTimeCodes.expiresAt, now),
      sessionId ? eq(oneTimeCodes.sessionId, sessionId) : undefined,
    );
    const candidates = await this.db.select({ id: oneTimeCodes.id }).from(oneTimeCodes).where(live);
    if (candidates.length === 0) throw expired();
    const counted = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          live,
          inArray(
            oneTimeCodes.id,
            candidates.map((candidate) => candidate.id),
          ),
          lt(oneTimeCodes.attempts, accountRules.otpMaxAttempts),
        ),
      )
      .returning();
    // Every candidate had used its tries, possibly by parallel requests between the two statements.
    if (counted.length === 0) throw locked();
    const match = counted.find((row) => sameHash(hashCode(row.id, code), row.codeHash));
    if (match) return { id: match.id, signup: match.signup };
    if (counted.every((row) => row.attempts >= accountRules.otpMaxAttempts)) throw locked();
    throw badRequest(authMessages.invalidOtp, 'INVALID_OTP');
  }

  /** Marks a checked code used inside the transaction that acts on it; a second use fails. */
  async consume(tx: Tx, codeId: string): Promise<void> {
    const [used] = await tx
      .update(oneTimeCodes)
      .set({ usedAt: this.clock() })
      .where(and(eq(oneTimeCodes.id, codeId), isNull(oneTimeCodes.usedAt)))
      .returning({ id: oneTimeCodes.id });
    if (!used) throw expired();
  }

  /** Drops every code of a purpose (a verified sign-up leaves no other attempt usable). */
  async dropAll(tx: Tx, userId: string, purpose: CodePurpose): Promise<void> {
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
  }
}
