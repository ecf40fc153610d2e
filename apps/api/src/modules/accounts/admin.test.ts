import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { ConfigError, testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { sessions, users } from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { findUserByEmail } from './accounts.repo.ts';
import { AdminService } from './admin.service.ts';
import { hashPassword, verifyPassword } from './secrets.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

function recordingLog() {
  const lines: { level: string; message: string }[] = [];
  return {
    lines,
    info: (message: string) => lines.push({ level: 'info', message }),
    warn: (message: string) => lines.push({ level: 'warn', message }),
  };
}

describe('the first admin', () => {
  it('is created once, with a generated password logged once at warn level', async () => {
    const admins = new AdminService(database.db, systemClock);
    const config = testConfig({ ADMIN_EMAIL: 'Founder@Example.IN' });
    const log = recordingLog();
    const result = await admins.ensureFirstAdmin(config, log);
    expect(result?.outcome).toBe('created');
    const password = result?.outcome === 'created' ? result.password : '';
    expect(password.length).toBeGreaterThanOrEqual(16);
    expect(log.lines).toHaveLength(1);
    expect(log.lines[0]!.level).toBe('warn');
    expect(log.lines[0]!.message).toContain('founder@example.in');
    expect(log.lines[0]!.message).toContain(password);
    expect(log.lines[0]!.message).toMatch(/shown only this once/);

    const row = await findUserByEmail(database.db, 'founder@example.in');
    expect(row).toMatchObject({ role: 'admin' });
    expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
    expect(await verifyPassword(password, row!.passwordHash)).toBe(true);

    const again = recordingLog();
    expect(await admins.ensureFirstAdmin(config, again)).toBeNull();
    expect(again.lines).toHaveLength(0);
  });
});

/** A terminal (or a pipe) that records what was written to it. */
function recordingTerminal(isTTY: boolean) {
  const written: string[] = [];
  return { isTTY, written, write: (text: string) => written.push(text) > 0 };
}

describe('the first admin in production', () => {
  it('refuses to start without ADMIN_PASSWORD when nobody can read a generated one privately', async () => {
    const fresh = await createTestDatabase();
    try {
      const admins = new AdminService(fresh.db, systemClock);
      const config = testConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.in' });
      const log = recordingLog();
      const error = await admins
        .ensureFirstAdmin(config, log, recordingTerminal(false))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(ConfigError);
      expect((error as ConfigError).lines).toHaveLength(1);
      expect((error as ConfigError).lines[0]).toMatch(/^ADMIN_PASSWORD: /);
      expect(await findUserByEmail(fresh.db, 'owner@example.in')).toBeUndefined();
    } finally {
      await fresh.close();
    }
  });

  it('shows a generated password on the terminal only, never in the log', async () => {
    const fresh = await createTestDatabase();
    try {
      const admins = new AdminService(fresh.db, systemClock);
      const config = testConfig({ NODE_ENV: 'production', ADMIN_EMAIL: 'owner@example.in' });
      const log = recordingLog();
      const terminal = recordingTerminal(true);
      const result = await admins.ensureFirstAdmin(config, log, terminal);
      const password = result?.outcome === 'created' ? result.password : '';
      expect(password.length).toBeGreaterThanOrEqual(16);
      expect(terminal.written.join('')).toContain(password);
      expect(log.lines.map((line) => line.message).join('\n')).not.toContain(password);
      expect(log.lines.some((line) => line.message.includes('owner@example.in'))).toBe(true);
    } finally {
      await fresh.close();
    }
  });
});

describe('an unverified sign-up holding ADMIN_EMAIL', () => {
  it('is not promoted: the admin account replaces it, and its password and sessions stop working', async () => {
    const fresh = await createTestDatabase();
    try {
      const attackerHash = await hashPassword('attacker-password-1');
      const [pending] = await fresh.db
        .insert(users)
        .values({
          firstName: 'Mallory',
          lastName: 'X',
          userName: 'mallory',
          email: 'owner@example.in',
          passwordHash: attackerHash,
        })
        .returning();
      await fresh.db.insert(sessions).values({
        userId: pending!.id,
        tokenHash: 'f'.repeat(64),
        purpose: 'signup',
        expiresAt: new Date(Date.now() + 3600_000),
        lastSeenAt: new Date(),
      });
      const admins = new AdminService(fresh.db, systemClock);
      const config = testConfig({ ADMIN_EMAIL: 'owner@example.in', ADMIN_PASSWORD: 'owner-password-1' });
      const result = await admins.ensureFirstAdmin(config, recordingLog());
      expect(result?.outcome).toBe('created');

      const row = await findUserByEmail(fresh.db, 'owner@example.in');
      expect(row).toMatchObject({ role: 'admin', firstName: 'Shop', lastName: 'Admin' });
      expect(row?.emailVerifiedAt).toBeInstanceOf(Date);
      expect(await verifyPassword('attacker-password-1', row!.passwordHash)).toBe(false);
      expect(await verifyPassword('owner-password-1', row!.passwordHash)).toBe(true);
      expect(await fresh.db.select().from(sessions).where(eq(sessions.userId, row!.id))).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });

  it('cannot be promoted from the command line either', async () => {
    const admins = new AdminService(database.db, systemClock);
    await database.db
      .insert(users)
      .values({ firstName: 'P', lastName: 'Q', userName: 'pending.one', email: 'pending.one@example.in' });
    await expect(admins.promote('pending.one@example.in')).rejects.toThrow(/not verified/);
    expect((await findUserByEmail(database.db, 'pending.one@example.in'))?.role).toBe('customer');
  });
});

describe('more admins', () => {
  it('creates a new admin, refuses an e-mail that has an account, and promotes a customer', async () => {
    const admins = new AdminService(database.db, systemClock);
    const created = await admins.createAdmin('Second.Admin@example.in');
    expect(created).toMatchObject({ outcome: 'created', email: 'second.admin@example.in', generated: true });
    await expect(admins.createAdmin('second.admin@example.in')).rejects.toThrow(/already exists/);
    await expect(admins.promote('missing@example.in')).rejects.toThrow(/No account/);

    await database.db
      .update(users)
      .set({ role: 'customer' })
      .where(eq(users.email, 'second.admin@example.in'));
    expect(await admins.promote('SECOND.ADMIN@example.in')).toMatchObject({ outcome: 'promoted' });
    expect((await findUserByEmail(database.db, 'second.admin@example.in'))?.role).toBe('admin');
    expect(await admins.promote('second.admin@example.in')).toMatchObject({ outcome: 'exists' });
  });
});

describe('npm run admin', () => {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-admin-cli-'));
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../../..');
  const run = (...args: string[]) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'apps/api/src/cli/admin.ts', ...args], {
      cwd: root,
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' },
    });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('creates an admin in the configured database and prints its password once', async () => {
    const created = await run('create', 'ops@example.in');
    expect(created.stdout).toMatch(/Admin account created: ops@example.in\nPassword: \S{16,}\n/);
    // The same database, seen by the next command.
    const again = await run('promote', 'OPS@example.in');
    expect(again.stdout).toContain('ops@example.in is already an admin');
  }, 120_000);
});
