import { and, eq, isNull } from 'drizzle-orm';
import { type Config, ConfigError, isProduction } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { oneTimeCodes, sessions, users } from '../../db/schema/accounts.ts';
import type { Clock } from '../../lib/clock.ts';
import { findUserByEmail, uniqueUserName } from './accounts.repo.ts';
import { generatePassword, hashPassword } from './secrets.ts';

interface Log {
  info(message: string): void;
  warn(message: string): void;
}

/** Where a generated password may be shown in production: the operator's terminal, never a log file. */
export interface Terminal {
  isTTY?: boolean;
  write(text: string): boolean;
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
   * On start, when no admin exists: ADMIN_EMAIL becomes one. A verified, live account is promoted; an
   * unverified sign-up holding the address proves nothing, so the admin account replaces it (new
   * password, its sessions and codes gone). Otherwise a verified account is created with ADMIN_PASSWORD,
   * or a generated password shown once: in the log in development, on the terminal only in production,
   * and in production without a terminal the start stops and asks for ADMIN_PASSWORD.
   */
  async ensureFirstAdmin(
    config: Config,
    log: Log,
    terminal: Terminal = process.stdout,
  ): Promise<AdminResult | null> {
    if (await this.hasAdmin()) return null;
    const email = config.ADMIN_EMAIL.toLowerCase();
    const existing = await findUserByEmail(this.db, email);
    const production = isProduction(config);
    if (!existing?.emailVerifiedAt && !config.ADMIN_PASSWORD && production && !terminal.isTTY) {
      throw new ConfigError([
        `ADMIN_PASSWORD: required in production to create the first admin (${email}); ` +
          'a generated password would otherwise be written to the log',
      ]);
    }
    const result = await this.createOrPromote(email, config.ADMIN_PASSWORD);
    if (result.outcome === 'promoted') log.info(`No admin existed: the account ${email} was made an admin`);
    if (result.outcome === 'created' && result.generated && production) {
      terminal.write(
        `\nFirst admin account created: ${email}\nPassword: ${result.password}\n` +
          'It is shown only this once: sign in and change it now (Profile, Security tab).\n\n',
      );
      log.warn(
        `First admin account created: ${email}; its generated password was shown on the terminal only`,
      );
    } else if (result.outcome === 'created' && result.generated) {
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
    if (!existing.emailVerifiedAt) {
      throw new Error(`${normalized} is not verified: only a confirmed account can become an admin`);
    }
    await this.db
      .update(users)
      .set({ role: 'admin', updatedAt: this.clock() })
      .where(eq(users.id, existing.id));
    return { outcome: 'promoted', email: normalized };
  }

  private async createOrPromote(email: string, password?: string): Promise<AdminResult> {
    const existing = await findUserByEmail(this.db, email);
    if (existing?.role === 'admin') return { outcome: 'exists', email };
    if (existing?.emailVerifiedAt) {
      await this.db
        .update(users)
        .set({ role: 'admin', updatedAt: this.clock() })
        .where(eq(users.id, existing.id));
      return { outcome: 'promoted', email };
    }
    const chosen = password ?? generatePassword();
    const now = this.clock();
    const admin = {
      firstName: 'Shop',
      lastName: 'Admin',
      passwordHash: await hashPassword(chosen),
      role: 'admin' as const,
      emailVerifiedAt: now,
      updatedAt: now,
    };
    if (existing) {
      // Whoever started that sign-up never proved they own the address: nothing of theirs survives.
      await this.db.transaction(async (tx) => {
        await tx
          .update(users)
          .set({ ...admin, userName: `admin-${existing.id}`, phone: '' })
          .where(and(eq(users.id, existing.id), isNull(users.emailVerifiedAt)));
        await tx.delete(sessions).where(eq(sessions.userId, existing.id));
        await tx.delete(oneTimeCodes).where(eq(oneTimeCodes.userId, existing.id));
      });
      return { outcome: 'created', email, password: chosen, generated: password === undefined };
    }
    const [row] = await this.db
      .insert(users)
      .values({
        ...admin,
        userName: await uniqueUserName(this.db, email),
        email,
        phone: '',
        createdAt: now,
      })
      // Another node may create the same admin at the same moment: then that one stands.
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (!row) return { outcome: 'exists', email };
    return { outcome: 'created', email, password: chosen, generated: password === undefined };
  }
}
