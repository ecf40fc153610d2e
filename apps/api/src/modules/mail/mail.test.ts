import { mkdirSync, readdirSync, readFileSync, statSync, watch } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { outbox } from '../../db/schema/index.ts';
import { post, signupInput, startApi, type TestApi } from '../accounts/accounts.fixtures.ts';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
});

const message = (to: string) => ({
  to,
  subject: 'Your order is confirmed',
  text: 'Thank you for your order.',
  html: '<p>Thank you for your order.</p>',
});

describe('the default outbox folder', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startApi(database);
  });
  afterAll(async () => {
    await api.close();
  });

  it('writes one .eml file per message into DATA_DIR/outbox and marks the row sent', async () => {
    const id = await database.db.transaction((tx) => api.mail.enqueue(tx, message('buyer@example.in')));
    await api.mail.flush();
    const folder = path.join(api.dataDir, 'outbox');
    const file = readdirSync(folder).find((name) => name.endsWith(`-${id}.eml`));
    expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.\d{3}Z-[0-9a-f]{24}\.eml$/);
    const eml = readFileSync(path.join(folder, file!), 'utf8');
    expect(eml).toContain('To: buyer@example.in');
    expect(eml).toContain('Subject: Your order is confirmed');
    expect(eml).toContain('From: Ayurveda Wellness Store <no-reply@ayurwellness.example>');
    expect(eml).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(eml).toContain('Thank you for your order.');
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
    expect(row!.sentAt).toBeInstanceOf(Date);
  });

  it('sends nothing for a change that rolled back', async () => {
    await expect(
      database.db.transaction(async (tx) => {
        await api.mail.enqueue(tx, message('rolled.back@example.in'));
        throw new Error('the order failed');
      }),
    ).rejects.toThrow('the order failed');
    await api.mail.flush();
    expect(
      await database.db.select().from(outbox).where(eq(outbox.to, 'rolled.back@example.in')),
    ).toHaveLength(0);
  });

  it('renders an attachment named by reference when it sends, and retries when it cannot', async () => {
    const withInvoice = (id: string) => ({
      ...message('invoice.reader@example.in'),
      attachments: [
        { filename: 'invoice.pdf', contentType: 'application/pdf', render: { kind: 'invoice' as const, id } },
      ],
    });
    const sent = await database.db.transaction((tx) =>
      api.mail.enqueue(tx, withInvoice('order-that-exists')),
    );
    const missing = await database.db.transaction((tx) => api.mail.enqueue(tx, withInvoice('no-such-order')));
    // The API's worker has the orders module's renderer; this one answers for a known id only.
    api.mail.renderAttachments('invoice', async (id) => {
      if (id !== 'order-that-exists') throw new Error(`Order ${id} has no invoice to attach`);
      return Buffer.from('%PDF-1.7 rendered at sending time');
    });
    await api.mail.flush();

    const folder = path.join(api.dataDir, 'outbox');
    const eml = readFileSync(
      path.join(folder, readdirSync(folder).find((name) => name.endsWith(`-${sent}.eml`))!),
      'utf8',
    );
    expect(eml).toContain('Content-Type: application/pdf; name=invoice.pdf');
    expect(eml).toContain(Buffer.from('%PDF-1.7 rendered at sending time').toString('base64'));
    const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, missing));
    expect(failed).toMatchObject({
      status: 'pending',
      attempts: 1,
      lastError: 'Order no-such-order has no invoice to attach',
    });
    expect(readdirSync(folder).some((name) => name.endsWith(`-${missing}.eml`))).toBe(false);
  });

  it('never shows a reader watching the folder a half-written message', async () => {
    const folder = path.join(api.dataDir, 'outbox');
    mkdirSync(folder, { recursive: true });
    // Large enough that writing one takes more than one step of the event loop.
    const html = `<p>${'Thank you for your order. '.repeat(20_000)}</p>`;
    const seen: { name: string; bytes: number }[] = [];
    const watcher = watch(folder, (_event, name) => {
      if (!name?.endsWith('.eml')) return;
      try {
        seen.push({ name, bytes: readFileSync(path.join(folder, name)).length });
      } catch {
        // listed, then gone: a name that never held a message
      }
    });
    try {
      const ids = await database.db.transaction(async (tx) => {
        const made: string[] = [];
        for (let i = 0; i < 20; i++)
          made.push(await api.mail.enqueue(tx, { ...message('watcher@example.in'), html }));
        return made;
      });
      await api.mail.flush();
      // The watcher's events arrive after the writes: wait until it has seen every message.
      await expect
        .poll(() => ids.filter((id) => !seen.some((entry) => entry.name.endsWith(`-${id}.eml`))))
        .toEqual([]);
      const halfRead = seen.filter(({ name, bytes }) => bytes !== statSync(path.join(folder, name)).size);
      expect(halfRead).toEqual([]);
      expect(readdirSync(folder).filter((name) => !name.endsWith('.eml'))).toEqual([]);
    } finally {
      watcher.close();
    }
  });

  it('e-mails the sign-up code as a file a person can open', async () => {
    const input = signupInput();
    await post(api.app, '/auth/generate-signup-otp', input);
    await api.mail.flush();
    const folder = path.join(api.dataDir, 'outbox');
    const emls = readdirSync(folder)
      .filter((name) => name.endsWith('.eml'))
      .map((name) => readFileSync(path.join(folder, name), 'utf8'));
    const mail = emls.find((eml) => eml.includes(`To: ${input.email}`));
    expect(mail).toMatch(/Your code: \d{6}/);
  });
});

describe('SMTP delivery', () => {
  const received: { to: string[]; data: string }[] = [];
  let smtp: SMTPServer;
  let port: number;

  beforeAll(async () => {
    smtp = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            to: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            data: Buffer.concat(chunks).toString(),
          });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
    port = (smtp.server.address() as AddressInfo).port;
  });

  afterAll(async () => {
    await new Promise<void>((resolve) => smtp.close(() => resolve()));
  });

  it('delivers the sign-up OTP through a real SMTP conversation, and that code verifies the account', async () => {
    const api = await startApi(database, { SMTP_URL: `smtp://127.0.0.1:${port}` });
    try {
      const input = signupInput();
      expect((await post(api.app, '/auth/generate-signup-otp', input)).statusCode).toBe(200);
      await api.mail.flush();
      const mail = received.find((item) => item.to.includes(input.email));
      expect(mail).toBeDefined();
      expect(mail!.data).toContain('Subject: Your Ayurveda Wellness Store verification code');
      const otp = /Your code: (\d{6})/.exec(mail!.data)?.[1];
      expect(otp).toMatch(/^\d{6}$/);
      const verified = await post(api.app, '/auth/verify-signup-otp', { email: input.email, otp });
      expect(verified.statusCode).toBe(200);
    } finally {
      await api.close();
    }
  });

  it('keeps a message that could not be sent, and retries it later', async () => {
    const closed = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false });
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const deadPort = (closed.server.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));

    const api = await startApi(database, { SMTP_URL: `smtp://127.0.0.1:${deadPort}` });
    try {
      const id = await database.db.transaction((tx) => api.mail.enqueue(tx, message('retry@example.in')));
      await api.mail.flush();
      const [failed] = await database.db.select().from(outbox).where(eq(outbox.id, id));
      expect(failed).toMatchObject({ status: 'pending', attempts: 1 });
      expect(failed!.lastError).toBeTruthy();
      expect(failed!.nextAttemptAt.getTime()).toBeGreaterThan(api.clock.now().getTime());

      // Not retried before its time, then retried (and failing again) once the clock has moved on.
      await api.mail.flush();
      expect((await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.attempts).toBe(1);
      api.clock.advance(31_000);
      await api.mail.flush();
      expect((await database.db.select().from(outbox).where(eq(outbox.id, id)))[0]!.attempts).toBe(2);
    } finally {
      await api.close();
    }
  });
});
