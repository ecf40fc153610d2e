import type { User } from '@shop/shared';
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { Executor, Tx } from '../../db/client.ts';
import { users } from '../../db/schema/accounts.ts';
import { conflict } from '../../lib/errors.ts';

export type UserRow = typeof users.$inferSelect;

const USERNAME_TAKEN = 'This username is taken';
export const EMAIL_TAKEN = 'An account with this email already exists';

/** The user as the API shows it (docs/PRODUCT.md §3 field names, `_id`); never the hash. */
export function toUser(row: UserRow): User {
  return {
    _id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    userName: row.userName,
    email: row.email,
    phone: row.phone,
    role: row.role,
    emailVerified: row.emailVerifiedAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

/** A live (not deleted) account by e-mail, which is stored lower-cased. */
export async function findUserByEmail(
  db: Executor,
  email: string,
  forUpdate = false,
): Promise<UserRow | undefined> {
  const query = db
    .select()
    .from(users)
    .where(and(eq(users.email, email.trim().toLowerCase()), isNull(users.deletedAt)))
    .limit(1);
  const [row] = forUpdate ? await query.for('update') : await query;
  return row;
}

export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** An unverified sign-up holds its username only while its code can still be used. */
const PENDING_HOLD_MS = 10 * 60_000;

/**
 * Makes sure `userName` is free for `ownerId` (or a new account): a verified account or a fresh
 * pending sign-up keeps it (409); an abandoned sign-up that holds it is removed.
 */
export async function claimUserName(
  tx: Tx,
  userName: string,
  ownerId: string | null,
  now: Date,
): Promise<void> {
  const condition = sql`lower(${users.userName}) = lower(${userName})`;
  const [holder] = await tx
    .select()
    .from(users)
    .where(ownerId ? and(condition, ne(users.id, ownerId)) : condition)
    .limit(1)
    .for('update');
  if (!holder) return;
  const abandoned =
    holder.emailVerifiedAt === null &&
    holder.deletedAt === null &&
    holder.updatedAt.getTime() < now.getTime() - PENDING_HOLD_MS;
  if (!abandoned) throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  await tx.delete(users).where(eq(users.id, holder.id));
}

/** The unique index a failed write ran into, if that is why it failed (a race between two requests). */
export function uniqueViolation(error: unknown): string | null {
  for (
    let current = error as { code?: string; constraint?: string; cause?: unknown } | undefined;
    current;
  ) {
    if (current.code === '23505') return current.constraint ?? 'unknown';
    current = current.cause as typeof current;
  }
  return null;
}

/** Turns a unique-index race on users into the same 409 the checks give. */
export function rethrowUserConflict(error: unknown): never {
  const constraint = uniqueViolation(error);
  if (constraint === 'users_email_key') throw conflict(EMAIL_TAKEN, 'EMAIL_TAKEN');
  if (constraint === 'users_user_name_key') throw conflict(USERNAME_TAKEN, 'USERNAME_TAKEN');
  throw error;
}

/** A username made from an e-mail's local part, with digits added until it is free. */
export async function uniqueUserName(db: Executor, email: string): Promise<string> {
  let base = (email.split('@')[0] ?? '')
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 20);
  if (base.length < 3) base = `user${base}`;
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const candidate = attempt === 0 ? base : `${base}${Math.floor(1000 + Math.random() * 9000)}`;
    const [taken] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.userName}) = ${candidate}`)
      .limit(1);
    if (!taken) return candidate;
  }
  return `${base}${Date.now().toString(36)}`;
}

/**
 * The admin console's role change (modules/admin/customers.ts decides, audits and locks the admins
 * first; the accounts module writes its own table). Answers the account as it is now.
 */
export async function changeRole(
  tx: Tx,
  id: string,
  role: 'customer' | 'admin',
  now: Date,
): Promise<UserRow> {
  const [row] = await tx.update(users).set({ role, updatedAt: now }).where(eq(users.id, id)).returning();
  return row!;
}
