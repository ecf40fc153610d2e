import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import { testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { systemClock } from '../../lib/clock.ts';
import { findUserByEmail } from './accounts.repo.ts';
import { AdminService } from './admin.service.ts';
import { verifyPassword } from './secrets.ts';

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
