import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/**
 * Shop accounts. The e-mail is stored lower-cased (a check keeps it so) and is unique; the username is
 * unique regardless of case. A deleted account keeps its row (orders point at it) with personal data wiped.
 */
export const users = pgTable(
  'users',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    userName: text('user_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    /** `scrypt$N$r$p$salt$hash`; null once the account is deleted. */
    passwordHash: text('password_hash'),
    role: text('role', { enum: ['customer', 'admin'] })
      .notNull()
      .default('customer'),
    emailVerifiedAt: at('email_verified_at'),
    createdAt: at('created_at').notNull().defaultNow(),
    updatedAt: at('updated_at').notNull().defaultNow(),
    deletedAt: at('deleted_at'),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email),
    uniqueIndex('users_user_name_key').on(sql`lower(${t.userName})`),
    check('users_email_lower', sql`${t.email} = lower(${t.email})`),
    check('users_role_valid', sql`${t.role} IN ('customer', 'admin')`),
  ],
);

/** Only the SHA-256 of a session token is stored; `signup` sessions may only verify or resend the OTP. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    purpose: text('purpose', { enum: ['session', 'signup'] }).notNull(),
    expiresAt: at('expires_at').notNull(),
    lastSeenAt: at('last_seen_at').notNull(),
    userAgent: text('user_agent'),
    createdAt: at('created_at').notNull().defaultNow(),
    /** When the shopper confirmed being over 18 in this session (age-restricted products' add to cart). */
    ageConfirmedAt: at('age_confirmed_at'),
  },
  (t) => [
    uniqueIndex('sessions_token_hash_key').on(t.tokenHash),
    index('sessions_user_id_idx').on(t.userId),
    check('sessions_purpose_valid', sql`${t.purpose} IN ('session', 'signup')`),
  ],
);

/** What one sign-up attempt asked for; applied to the account only when this attempt's code verifies it. */
export interface SignupAttempt {
  firstName: string;
  lastName: string;
  userName: string;
  phone: string;
  passwordHash: string;
}

/**
 * E-mailed codes (sign-up OTP, password reset): only a hash, 10 minutes, 5 tries, used once. A sign-up
 * code belongs to one attempt (`signup`, and `session_id`: the sign-up token it was answered with), so
 * a later attempt with another password cannot inherit it (docs/decisions/0009).
 */
export const oneTimeCodes = pgTable(
  'one_time_codes',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['signup', 'reset'] }).notNull(),
    codeHash: text('code_hash').notNull(),
    expiresAt: at('expires_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    sessionId: text('session_id'),
    signup: jsonb('signup').$type<SignupAttempt>(),
    usedAt: at('used_at'),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [
    index('one_time_codes_user_purpose_idx').on(t.userId, t.purpose, t.createdAt),
    check('one_time_codes_purpose_valid', sql`${t.purpose} IN ('signup', 'reset')`),
    check('one_time_codes_attempts_valid', sql`${t.attempts} >= 0`),
  ],
);
