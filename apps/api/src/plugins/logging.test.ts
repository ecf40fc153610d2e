import { Writable } from 'node:stream';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/database.ts';
import { serverOptions } from '../app.ts';
import { testConfig } from '../config.ts';
import type { Database } from '../db/client.ts';
import { users } from '../db/schema/index.ts';
import { registerErrorHandlers } from './errors.ts';

/** Every line the app logged, as written (JSON text). */
class LogCapture extends Writable {
  readonly lines: string[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    this.lines.push(...chunk.toString('utf8').split('\n').filter(Boolean));
    done();
  }
  get text() {
    return this.lines.join('\n');
  }
}

const passwordHash = 'scrypt$16384$8$1$c2FsdHNhbHQ$aGFzaGhhc2hoYXNo';
const email = 'Secret.Person@Example.IN';
const phone = '9123456780';

let database: Database;
let app: FastifyInstance;
const log = new LogCapture();

beforeAll(async () => {
  database = await createTestDatabase();
  app = Fastify(serverOptions(testConfig({ LOG_LEVEL: 'info' }), log));
  registerErrorHandlers(app);
  // A statement the database refuses (the e-mail must be lower case), with secrets among its parameters.
  app.post('/fails', async () => {
    await database.db.insert(users).values({
      firstName: 'Secret',
      lastName: 'Person',
      userName: 'secret.person',
      email,
      phone,
      passwordHash,
    });
    return { ok: true };
  });
  app.get('/page', async (request) => {
    request.log.info(
      { body: { password: 'hunter2-hunter2', otp: '481516', nested: { razorpay_signature: 'abc123' } } },
      'form',
    );
    return { ok: true };
  });
  await app.ready();
});

afterAll(async () => {
  await app.close();
  await database.close();
});

describe('log lines', () => {
  it('log a failed query without its parameters', async () => {
    const response = await app.inject({ method: 'POST', url: '/fails' });
    expect(response.statusCode).toBe(500);
    expect(response.body).not.toContain('insert');
    const failure = log.lines.find((line) => line.includes('request failed'));
    expect(failure, 'the failure is logged').toBeDefined();
    expect(failure).toContain('Failed query');
    expect(failure).toContain('users_email_lower');
    for (const secret of [passwordHash, email, phone]) expect(log.text).not.toContain(secret);
  });

  it('replace fields named like password, otp or signature, however deep', async () => {
    await app.inject('/page');
    const line = log.lines.find((entry) => entry.includes('"msg":"form"'));
    expect(line).toBeDefined();
    for (const secret of ['hunter2-hunter2', '481516', 'abc123']) expect(line).not.toContain(secret);
    expect(JSON.parse(line!).body).toEqual({
      password: '[redacted]',
      otp: '[redacted]',
      nested: { razorpay_signature: '[redacted]' },
    });
  });

  it('keep harmless query-string values of a logged URL and hide the rest', async () => {
    await app.inject('/page?page=2&sort=newest&email=meera%40example.in&token=abcdef');
    const line = log.lines.find((entry) => entry.includes('incoming request') && entry.includes('page=2'));
    expect(JSON.parse(line!).req.url).toBe('/page?page=2&sort=newest&email=[redacted]&token=[redacted]');
    expect(log.text).not.toContain('meera%40example.in');
    expect(log.text).not.toContain('abcdef');
  });
});

describe('log format', () => {
  it('is coloured one-line text only for a person at a terminal in development, JSON everywhere else', async () => {
    const { loggerOptions } = await import('./logging.ts');
    const development = testConfig({ NODE_ENV: 'development' });
    const production = testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'http://shop.test' });
    expect(loggerOptions(development, undefined, true)).toMatchObject({
      transport: { target: 'pino-pretty' },
    });
    expect(loggerOptions(development, undefined, false)).not.toHaveProperty('transport');
    expect(loggerOptions(production, undefined, true)).not.toHaveProperty('transport');
    expect(loggerOptions(development, new LogCapture(), true)).not.toHaveProperty('transport');
  });
});
