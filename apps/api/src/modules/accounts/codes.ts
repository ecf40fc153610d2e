import { accountRules, authMessages } from '@shop/shared';
import { and, desc, eq, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { Executor, Tx } from './accounts.repo.ts';
import { hashCode, newOtp, sameHash } from './secrets.ts';

export type CodePurpose = 'signup' | 'reset';

const expired = () => badRequest(authMessages.otpExpired, 'OTP_EXPIRED');
const locked = () => badRequest(authMessages.otpLocked, 'OTP_LOCKED');

/** Too soon to send another code; `retryAfterSeconds` becomes the Retry-After header. */
export class CooldownError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'OTP_COOLDOWN', `Please wait ${retryAfterSeconds} seconds before requesting another OTP`);
  }
}

/**
 * E-mailed one-time codes: 6 digits, 10 minutes, 5 tries, used once; only the latest code of a purpose
 * works. Wrong tries are counted in their own statement so a failed request still counts.
 */
export class CodeService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Issues a new code in the caller's transaction (older codes of the purpose are deleted); answers it. */
  async issue(tx: Tx, userId: string, purpose: CodePurpose): Promise<string> {
    const now = this.clock();
    await tx
      .delete(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)));
    const id = newId();
    const code = newOtp();
    await tx.insert(oneTimeCodes).values({
      id,
      userId,
      purpose,
      codeHash: hashCode(id, code),
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

  /** Checks a code and counts the try; answers the code's id for `consume`, or throws the reason. */
  async check(userId: string, purpose: CodePurpose, code: string): Promise<string> {
    const now = this.clock();
    const [latest] = await this.db
      .select()
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.userId, userId), eq(oneTimeCodes.purpose, purpose)))
      .orderBy(desc(oneTimeCodes.createdAt))
      .limit(1);
    if (!latest || latest.usedAt || latest.expiresAt <= now) throw expired();
    if (latest.attempts >= accountRules.otpMaxAttempts) throw locked();
    const [counted] = await this.db
      .update(oneTimeCodes)
      .set({ attempts: sql`${oneTimeCodes.attempts} + 1` })
      .where(
        and(
          eq(oneTimeCodes.id, latest.id),
          lt(oneTimeCodes.attempts, accountRules.otpMaxAttempts),
          isNull(oneTimeCodes.usedAt),
        ),
      )
      .returning({ attempts: oneTimeCodes.attempts });
    // Parallel tries used the last attempts, or a parallel request used the code, between the two statements.
    if (!counted) throw locked();
    if (!sameHash(hashCode(latest.id, code), latest.codeHash)) {
      if (counted.attempts >= accountRules.otpMaxAttempts) throw locked();
      throw badRequest(authMessages.invalidOtp, 'INVALID_OTP');
    }
    return latest.id;
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
}
