import { authMessages, type UpdateProfile, type User } from '@shop/shared';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client.ts';
import { oneTimeCodes, users } from '../../db/schema/accounts.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/errors.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { passwordChangedEmail, resetCodeEmail } from './accounts.emails.ts';
import {
  claimUserName,
  findUserByEmail,
  findUserById,
  rethrowUserConflict,
  toUser,
} from './accounts.repo.ts';
import type { AccountsDeps } from './auth.service.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

/** What a signed-in person does with their own account: profile, password, deletion. */
export class AccountService {
  constructor(private readonly deps: AccountsDeps) {}

  /** PUT semantics: names, username and phone; the e-mail may be sent back unchanged, never changed. */
  async updateProfile(current: SessionUser, input: UpdateProfile): Promise<User> {
    const { db, clock } = this.deps;
    const email = input.email?.trim().toLowerCase();
    if (email && email !== current.email) throw badRequest(authMessages.emailReadOnly, 'EMAIL_READ_ONLY');
    const now = clock();
    return db
      .transaction(async (tx) => {
        await claimUserName(tx, input.userName, current.id, now);
        const [row] = await tx
          .update(users)
          .set({
            firstName: input.firstName,
            lastName: input.lastName,
            userName: input.userName,
            phone: input.phone,
            updatedAt: now,
          })
          .where(eq(users.id, current.id))
          .returning();
        return toUser(row!);
      })
      .catch(rethrowUserConflict);
  }

  /**
   * Removes the person's data but keeps the row, so past orders stay whole for accounts and tax:
   * names and phone emptied, e-mail and username replaced by tombstones, password cleared, sessions ended.
   */
  async deleteAccount(current: SessionUser, email: string): Promise<void> {
    if (email.trim().toLowerCase() !== current.email)
      throw forbidden(authMessages.deleteOwnOnly, 'NOT_YOUR_ACCOUNT');
    const { db, clock, sessions } = this.deps;
    const now = clock();
    await db.transaction(async (tx) => {
      if (current.role === 'admin') await refuseLastAdmin(tx, current.id);
      await tx
        .update(users)
        .set({
          firstName: '',
          lastName: '',
          phone: '',
          userName: `deleted-${current.id}`,
          email: `deleted-${current.id}@deleted.invalid`,
          passwordHash: null,
          deletedAt: now,
          updatedAt: now,
        })
        .where(eq(users.id, current.id));
      await sessions.endAll(tx, current.id);
      await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, current.id));
    });
    await sessions.accessChanged({ userId: current.id });
  }

  /** One's own details, or anyone's for an admin. */
  async userDetails(current: SessionUser, userId: string): Promise<User> {
    if (userId !== current.id && current.role !== 'admin') {
      throw forbidden("You can only see your own account's details", 'NOT_YOUR_ACCOUNT');
    }
    const row = await findUserById(this.deps.db, userId);
    if (!row) throw notFound('User not found', 'USER_NOT_FOUND');
    return toUser(row);
  }

  /** Sends a reset code when the account exists; the caller answers the same either way. */
  async forgotPassword(email: string): Promise<void> {
    const { db, codes, mail, config } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) return;
    // Within the resend cooldown the earlier code is still on its way: send nothing, answer the same.
    if ((await codes.cooldownSeconds(db, user.id, 'reset')) > 0) return;
    await db.transaction(async (tx) => {
      const code = await codes.issue(tx, user.id, 'reset');
      await mail.enqueue(tx, resetCodeEmail(config.SHOP_NAME, user, code));
    });
    mail.kick();
  }

  /** Sets a new password with an e-mailed code; every session of the account ends. */
  async resetPassword(email: string, otp: string, password: string): Promise<void> {
    const { db, clock, codes, sessions, mail, config } = this.deps;
    const user = await findUserByEmail(db, email);
    if (!user) throw badRequest(authMessages.invalidOtp, 'INVALID_OTP');
    const { id: codeId } = await codes.check(user.id, 'reset', otp);
    const passwordHash = await hashPassword(password);
    const now = clock();
    await db.transaction(async (tx) => {
      await codes.consume(tx, codeId);
      // The code proves the address, so an account still waiting for its sign-up code is verified too.
      await tx
        .update(users)
        .set({
          passwordHash,
          updatedAt: now,
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, ${now})`,
        })
        .where(eq(users.id, user.id));
      await sessions.endAll(tx, user.id);
      await mail.enqueue(tx, passwordChangedEmail(config.SHOP_NAME, user));
    });
    await sessions.accessChanged({ userId: user.id });
    mail.kick();
  }

  /** Changes the password after checking the current one; other sessions end, this one stays. */
  async changePassword(
    current: SessionUser,
    sessionId: string,
    currentPassword: string,
    newPassword: string,
  ) {
    const { db, clock, sessions, mail, config } = this.deps;
    const row = await findUserById(db, current.id);
    if (!row || !(await verifyPassword(currentPassword, row.passwordHash))) {
      throw badRequest(authMessages.wrongCurrentPassword, 'WRONG_PASSWORD', [
        { field: 'currentPassword', message: authMessages.wrongCurrentPassword },
      ]);
    }
    const passwordHash = await hashPassword(newPassword);
    await db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash, updatedAt: clock() }).where(eq(users.id, current.id));
      await sessions.endAll(tx, current.id, sessionId);
      await mail.enqueue(tx, passwordChangedEmail(config.SHOP_NAME, row));
    });
    await sessions.accessChanged({ userId: current.id, exceptSessionId: sessionId });
    mail.kick();
  }
}

/**
 * The shop keeps at least one admin. The live admins are locked, so two admins deleting themselves at
 * once are taken one after the other, and the second sees it would be the last.
 */
async function refuseLastAdmin(tx: Tx, adminId: string): Promise<void> {
  const admins = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
    .for('update');
  if (admins.every((admin) => admin.id === adminId)) {
    throw conflict(
      'You are the only admin of this shop: make another account an admin before deleting this one',
      'LAST_ADMIN',
    );
  }
}
