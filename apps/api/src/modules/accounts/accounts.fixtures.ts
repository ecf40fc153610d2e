import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sessionCookieName } from '@shop/shared';
import { desc, eq } from 'drizzle-orm';
import type { FastifyBaseLogger, FastifyInstance, LightMyRequestResponse } from 'fastify';
import { type ApiOptions, buildApi } from '../../app.ts';
import { type Config, testConfig } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { outbox, users } from '../../db/schema/index.ts';
import { MailService } from '../mail/mail.service.ts';
import { createTransport } from '../mail/mail.transport.ts';
import type { RefundWorker } from '../refunds/refunds.worker.ts';

/** A clock tests move by hand. */
class TestClock {
  private offsetMs = 0;
  readonly now = () => new Date(Date.now() + this.offsetMs);
  advance(ms: number): void {
    this.offsetMs += ms;
  }
}

export interface TestApi {
  app: FastifyInstance;
  clock: TestClock;
  dataDir: string;
  config: Config;
  /** The app's outbox worker: `await mail.flush()` delivers what is due. */
  mail: MailService;
  /** The refund worker: `await refundWorker.flush()` issues the provider refunds that are due. */
  refundWorker: RefundWorker;
  close(): Promise<void>;
}

/** The API on a given test database, with a movable clock and a temporary DATA_DIR. */
export async function startApi(
  database: Database,
  env: Record<string, string> = {},
  options: Partial<ApiOptions> = {},
): Promise<TestApi> {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-accounts-'));
  const clock = new TestClock();
  const config = testConfig({ DATA_DIR: dataDir, ADMIN_PASSWORD: 'admin-password-1', ...env });
  const mail = new MailService({
    db: database.db,
    clock: clock.now,
    transport: createTransport(config),
    log: silentLog,
  });
  let refundWorker: RefundWorker | undefined;
  const app = await buildApi({
    config,
    database,
    clock: clock.now,
    mail,
    onRefundWorker: (worker) => {
      refundWorker = worker;
    },
    ...options,
  });
  return {
    app,
    clock,
    dataDir,
    config,
    mail,
    refundWorker: refundWorker!,
    async close() {
      await app.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const noop = () => {};
/** A logger that drops everything (tests run with LOG_LEVEL=silent). */
export const silentLog = {
  level: 'silent',
  fatal: noop,
  error: noop,
  warn: noop,
  info: noop,
  debug: noop,
  trace: noop,
  silent: noop,
  child: () => silentLog,
} as unknown as FastifyBaseLogger;

let counter = 0;

export function signupInput(overrides: Record<string, string> = {}) {
  counter += 1;
  return {
    firstName: 'Asha',
    lastName: 'Rao',
    userName: `asha${counter}${Math.floor(Math.random() * 1e6)}`,
    email: `asha${counter}.${Math.floor(Math.random() * 1e6)}@example.in`,
    phone: '+91 98765 43210',
    password: 'green-tea-2024',
    ...overrides,
  };
}

/** The newest code e-mailed to an address, read from the outbox table. */
export async function lastCode(database: Database, email: string): Promise<string> {
  const [mail] = await database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(1);
  const code = mail ? /Your code: (\d{6})/.exec(mail.text)?.[1] : undefined;
  if (!code) throw new Error(`no code was e-mailed to ${email}`);
  return code;
}

export async function mailsTo(database: Database, email: string) {
  return database.db
    .select()
    .from(outbox)
    .where(eq(outbox.to, email.toLowerCase()))
    .orderBy(outbox.createdAt);
}

export async function countUsers(database: Database): Promise<number> {
  return (await database.db.select({ id: users.id }).from(users)).length;
}

export const post = (app: FastifyInstance, url: string, payload?: unknown, token?: string) =>
  app.inject({
    method: 'POST',
    url: `/api${url}`,
    payload: payload as never,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export const get = (app: FastifyInstance, url: string, token?: string) =>
  app.inject({
    method: 'GET',
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

export function sessionCookie(response: LightMyRequestResponse) {
  return response.cookies.find((cookie) => cookie.name === sessionCookieName);
}

/** Signs up and verifies a new customer; answers their session token, user and password. */
export async function createCustomer(
  app: FastifyInstance,
  database: Database,
  overrides: Record<string, string> = {},
) {
  const input = signupInput(overrides);
  const started = await post(app, '/auth/generate-signup-otp', input);
  if (started.statusCode !== 200) throw new Error(`signup failed: ${started.body}`);
  const otp = await lastCode(database, input.email);
  const verified = await post(app, '/auth/verify-signup-otp', { email: input.email, otp });
  if (verified.statusCode !== 200) throw new Error(`verify failed: ${verified.body}`);
  const body = verified.json() as { token: string; user: { _id: string; email: string; userName: string } };
  return { ...body, input, password: input.password, email: body.user.email };
}

export async function login(app: FastifyInstance, email: string, password: string) {
  return post(app, '/auth/login', { email, password });
}
