import { authMessages, isPendingSignupExpired, type Login, type Signup, type User } from '@shop/shared';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import type { MailService } from '../mail/index.ts';
import { accountExistsEmail, signupOtpEmail, welcomeEmail } from './accounts.emails.ts';
import {
  claimUserName,
  EMAIL_TAKEN,
  findUserByEmail,
  rethrowUserConflict,
  toUser,
  type UserRow,
  uniqueUserName,
  uniqueViolation,
} from './accounts.repo.ts';
import { GOOGLE_JWKS_URL, GoogleVerifier } from './google.ts';
import type { AttemptBinding, CodeService } from './one-time-codes.ts';
import { hashPassword, unusablePasswordHash, verifyPassword } from './secrets.ts';
import type { SessionService } from './sessions.ts';

export interface AccountsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  mail: MailService;
  sessions: SessionService;
  codes: CodeService;
}

/** Whether a sign-up that was never verified has lapsed (its last attempt is a week old): then it is as if it never was. */
const lapsed = (user: UserRow, now: Date) =>
  !user.emailVerifiedAt && isPendingSignupExpired(user.updatedAt, now);

export interface SignedIn {
  token: string;
  expiresAt: Date;
  user: User;
}

/** Sign-up with an e-mailed OTP, login, and Google sign-in. */
export class AuthService {
  private readonly google: GoogleVerifier | null;

  constructor(private readonly deps: AccountsDeps) {
    const { config, clock } = deps;
    this.google = config.GOOGLE_CLIENT_ID
      ? new GoogleVerifier(config.GOOGLE_CLIENT_ID, config.GOOGLE_JWKS_URL ?? GOOGLE_JWKS_URL, clock)
      : null;
  }

  /**
   * Starts a sign-up attempt: creates the unverified account (or keeps the pending one as it is), e-mails
   * a code bound to this attempt and answers a sign-up token that can only verify or resend. What the
   * attempt asks for (names, password) reaches the account only when its own code is typed, so a
   * second attempt for the same e-mail cannot take the first one over (docs/decisions/0009). A lapsed
   * pending sign-up is removed first, so the address starts afresh.
   */
  async startSignup(input: Signup, userAgent?: string): Promise<SignedIn & { sessionId: string }> {
    const { db, clock, codes, sessions, mail, config } = this.deps;
    const attempt = {
      firstName: input.firstName,
      lastName: input.lastName,
      userName: input.userName,
      phone: input.phone,
      passwordHash: await hashPassword(input.password),
    };
    const now = clock();
    const result = await db
      .transaction(async (tx) => {
        let existing = await findUserByEmail(tx, input.email, true);
        if (existing?.emailVerifiedAt) throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
        if (existing && lapsed(existing, now)) {
          // Its sign-up sessions and codes go with it (cascade); nothing else can point at a pending account.
          await tx.delete(users).where(eq(users.id, existing.id));
          existing = undefined;
        }
        await claimUserName(tx, input.userName, existing?.id ?? null, now);
        const [row] = existing
          ? await tx.update(users).set({ updatedAt: now }).where(eq(users.id, existing.id)).returning()
          : await tx
              .insert(users)
              .values({ ...attempt, email: input.email, createdAt: now, updatedAt: now })
              .returning();
        const session = await sessions.create(tx, row!.id, 'signup', userAgent);
        const code = await codes.issue(tx, row!.id, 'signup', { sessionId: session.id, signup: attempt });
        await mail.enqueue(tx, signupOtpEmail(config.SHOP_NAME, { ...row!, ...attempt }, code));
        return { ...session, sessionId: session.id, user: toUser({ ...row!, ...attempt }) };
      })
      .catch(rethrowUserConflict);
    mail.kick();
    return result;
  }

  /**
   * Confirms the e-mail with a code: the attempt it was sent for (only the attempt of `signupSessionId`
   * when the caller presents its sign-up token) sets the names and password, the person is signed in
   * and the welcome e-mail goes out.
   */
  async verifySignup(
    email: string,
    otp: string,
    userAgent?: string,
    signup?: { sessionId: string; userId: string },
  ): Promise<SignedIn> {
    const { db, clock, codes, sessions, mail, config } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(authMessages.invalidOtp, 'INVALID_OTP');
    if (user.emailVerifiedAt) throw badRequest(authMessages.alreadyVerified, 'ALREADY_VERIFIED');
    const sessionId = signup?.userId === user.id ? signup.sessionId : undefined;
    const code = await codes.check(user.id, 'signup', otp, sessionId);
    const result = await db
      .transaction(async (tx) => {
        await codes.consume(tx, code.id);
        const [row] = await tx
          .update(users)
          .set({ ...code.signup, emailVerifiedAt: clock(), updatedAt: clock() })
          .where(and(eq(users.id, user.id), isNull(users.emailVerifiedAt)))
          .returning();
        if (!row) throw badRequest(authMessages.alreadyVerified, 'ALREADY_VERIFIED');
        await sessions.endPurpose(tx, row.id, 'signup');
        await codes.dropAll(tx, row.id, 'signup');
        const session = await sessions.create(tx, row.id, 'session', userAgent);
        await mail.enqueue(tx, welcomeEmail(config.SHOP_NAME, row));
        return { ...session, user: toUser(row) };
      })
      .catch(rethrowUserConflict);
    mail.kick();
    return result;
  }

  /**
   * Sends a pending sign-up its code again (at most one a minute), or tells a confirmed account's
   * mailbox to log in. The caller answers the same in every case, so nobody learns which e-mails exist.
   */
  async resendSignup(email: string, signupSessionId?: string): Promise<void> {
    const { db, codes, mail, config } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user || lapsed(user, this.deps.clock())) return;
    if (user.emailVerifiedAt) {
      await mail.enqueue(db, accountExistsEmail(config.SHOP_NAME, user));
      mail.kick();
      return;
    }
    if ((await codes.cooldownSeconds(db, user.id, 'signup')) > 0) return;
    const attempt =
      (signupSessionId ? await codes.latestAttempt(db, user.id, signupSessionId) : null) ??
      (await codes.latestAttempt(db, user.id));
    await this.sendSignupCode(user, attempt ?? undefined);
  }

  /**
   * Same answer for an unknown e-mail, a wrong password and a lapsed sign-up, after the same amount of
   * hashing work. A pending account gets a new code (not within the resend cooldown) only while
   * `mayMailCode` agrees: it counts the code against the same limits as a resend, so logging in over and
   * over does not mail a code a minute.
   */
  async login(
    input: Login,
    userAgent?: string,
    mayMailCode: () => Promise<boolean> = async () => true,
  ): Promise<SignedIn> {
    const { db, sessions, codes, clock } = this.deps;
    const user = await findUserByEmail(db, input.email);
    const valid = await verifyPassword(input.password, user?.passwordHash ?? null);
    if (!user || !valid || lapsed(user, clock())) {
      throw unauthorized(authMessages.invalidCredentials, 'INVALID_CREDENTIALS');
    }
    if (!user.emailVerifiedAt) {
      const waiting = (await codes.cooldownSeconds(db, user.id, 'signup')) > 0;
      const mailed = !waiting && (await mayMailCode());
      if (mailed) await this.sendSignupCode(user);
      const message = waiting || mailed ? authMessages.emailNotVerified : authMessages.emailNotVerifiedNoCode;
      throw new AppError(403, 'EMAIL_NOT_VERIFIED', message);
    }
    const session = await sessions.create(db, user.id, 'session', userAgent);
    return { ...session, user: toUser(user) };
  }

  get googleEnabled(): boolean {
    return this.google !== null;
  }

  /**
   * Signs in with a verified Google ID token: the account with that e-mail, or a new verified one.
   * An unverified account with the e-mail gets a fresh unusable password, since whoever started that
   * sign-up never proved they own the address.
   */
  async googleSignIn(credential: string, userAgent?: string): Promise<SignedIn> {
    if (!this.google) throw notFound('Google sign-in is not enabled', 'GOOGLE_DISABLED');
    const profile = await this.google.verify(credential);
    const { db, clock, sessions } = this.deps;
    const unusable = await unusablePasswordHash();
    const now = clock();
    const run = () =>
      db.transaction(async (tx) => {
        let row = await findUserByEmail(tx, profile.email, true);
        if (row && !row.emailVerifiedAt) {
          [row] = await tx
            .update(users)
            .set({
              emailVerifiedAt: now,
              passwordHash: unusable,
              firstName: profile.givenName || row.firstName,
              lastName: profile.familyName || row.lastName,
              updatedAt: now,
            })
            .where(eq(users.id, row.id))
            .returning();
          await sessions.endAll(tx, row!.id);
        }
        if (!row) {
          [row] = await tx
            .insert(users)
            .values({
              firstName: profile.givenName || profile.email.split('@')[0]!,
              lastName: profile.familyName,
              userName: await uniqueUserName(tx, profile.email),
              email: profile.email,
              phone: '',
              passwordHash: unusable,
              emailVerifiedAt: now,
              createdAt: now,
              updatedAt: now,
            })
            .returning();
        }
        const session = await sessions.create(tx, row!.id, 'session', userAgent);
        return { ...session, user: toUser(row!) };
      });
    try {
      return await run();
    } catch (error) {
      // Two first sign-ins at once can race for the same e-mail or username: the second try finds the account.
      if (!uniqueViolation(error)) throw error;
      return run();
    }
  }

  /** A new code for an attempt: the given one, or (a login of a pending account) what the account holds. */
  private async sendSignupCode(user: UserRow, attempt?: AttemptBinding): Promise<void> {
    const { db, codes, mail, config } = this.deps;
    const binding = attempt ?? {
      sessionId: null,
      signup: {
        firstName: user.firstName,
        lastName: user.lastName,
        userName: user.userName,
        phone: user.phone,
        passwordHash: user.passwordHash ?? '',
      },
    };
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, user.id, 'signup', binding);
      await mail.enqueue(tx, signupOtpEmail(config.SHOP_NAME, { ...user, ...binding.signup }, code));
    });
    mail.kick();
  }
}
