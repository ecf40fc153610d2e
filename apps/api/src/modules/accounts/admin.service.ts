import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { findUserByEmail, uniqueUserName } from './accounts.repo.ts';
import { generatePassword, hashPassword } from './secrets.ts';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

export type AdminResult =
  | { outcome: 'created'; email: string; password: string; generated: boolean }
  | { outcome: 'promoted' | 'exists'; email: string };

/** Admin accounts: the first one at start-up, and more from the command line (`npm run admin`). */
export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  async hasAdmin(): Promise<boolean> {
    const [row] = await this.db
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, 'admin'), isNull(users.deletedAt)))
      .limit(1);
    return Boolean(row);
  }

  /**
   * On start, when no admin exists: ADMIN_EMAIL becomes one (an existing account is promoted, otherwise a
   * verified account is created with ADMIN_PASSWORD or a generated password logged once).
   */
  async ensureFirstAdmin(config: Config, log: Log): Promise<AdminResult | null> {
    if (await this.hasAdmin()) return null;
    const email = config.ADMIN_EMAIL.toLowerCase();
    const result = await this.createOrPromote(email, config.ADMIN_PASSWORD);
    if (result.outcome === 'promoted') log.info(`No admin existed: the account ${email} was made an admin`);
    if (result.outcome === 'created' && result.generated) {
      log.warn(
        `First admin account created: ${email} with the generated password "${result.password}". ` +
          'It is shown only this once: sign in and change it now (Profile, Security tab), ' +
          'or set ADMIN_PASSWORD before the first start to choose it yourself.',
      );
    } else if (result.outcome === 'created') {
      log.info(`First admin account created: ${email} (password from ADMIN_PASSWORD)`);
    }
    return result;
  }

  /** A new verified admin; refuses an e-mail that already has an account. */
  async createAdmin(email: string, password?: string): Promise<AdminResult> {
    const normalized = email.trim().toLowerCase();
    if (await findUserByEmail(this.db, normalized)) {
      throw new Error(`An account with ${normalized} already exists: use "promote" to make it an admin`);
    }
    return this.createOrPromote(normalized, password);
  }

  async promote(email: string): Promise<AdminResult> {
    const normalized = email.trim().toLowerCase();
    const existing = await findUserByEmail(this.db, normalized);
    if (!existing) throw new Error(`No account with ${normalized}: use "create" instead`);
    if (existing.role === 'admin') return { outcome: 'exists', email: normalized };
    await this.db
      .update(users)
      .set({ role: 'admin', updatedAt: this.clock() })
      .where(eq(users.id, existing.id));
    return { outcome: 'promoted', email: normalized };
  }

  private async createOrPromote(email: string, password?: string): Promise<AdminResult> {
    const existing = await findUserByEmail(this.db, email);
    if (existing) {
      if (existing.role === 'admin') return { outcome: 'exists', email };
      await this.db
        .update(users)
        .set({
          role: 'admin',
          emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`,
          updatedAt: this.clock(),
        })
        .where(eq(users.id, existing.id));
      return { outcome: 'promoted', email };
    }
    const chosen = password ?? generatePassword();
    const now = this.clock();
    const [row] = await this.db
      .insert(users)
      .values({
        firstName: 'Shop',
        lastName: 'Admin',
        userName: await uniqueUserName(this.db, email),
        email,
        phone: '',
        passwordHash: await hashPassword(chosen),
        role: 'admin',
        emailVerifiedAt: now,
        createdAt: now,
        updatedAt: now,
      })
      // Another node may create the same admin at the same moment: then that one stands.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return { outcome: 'exists', email };
    return { outcome: 'created', email, password: chosen, generated: password === undefined };
  }
}
