import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { orders, refunds } from '../../db/schema/index.ts';
import { admin, call, pdfText, startShop, type TestApi } from '../orders/orders.fixtures.ts';
import { RefundCallError } from '../payments/payment-provider.ts';
import { RazorpayProvider } from '../payments/razorpay.provider.ts';
import { type FakeRazorpay, startFakeRazorpay } from '../payments/razorpay-fake.fixtures.ts';
import { mailsTo, paidOnline, refundRows } from './refunds.fixtures.ts';

const KEY_ID = 'rzp_test_fakekey';
const KEY_SECRET = 'fake_key_secret_123';
const WEBHOOK_SECRET = 'fake_webhook_secret_456';
const TIMEOUT_MS = 300;

let fake: FakeRazorpay;
let database: Database;
let api: TestApi;
let owner: Awaited<ReturnType<typeof admin>>;

beforeAll(async () => {
  fake = await startFakeRazorpay({ timeoutMs: TIMEOUT_MS });
  database = await createTestDatabase();
  api = await startShop(database, {
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: fake.url,
    RAZORPAY_TIMEOUT_MS: String(TIMEOUT_MS),
  });
  owner = await admin(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
  await fake.close();
});

beforeEach(() => fake.reset());

const paid = () => paidOnline(api, database, { keySecret: KEY_SECRET });
const refundCalls = (paymentId: string) =>
  fake.received.filter(
    (request) => request.method === 'POST' && request.url === `/v1/payments/${paymentId}/refund`,
  );
const cancel = (token: string, orderId: string) => call(api.app, 'POST', `/order/cancel/${orderId}`, token);
const paymentStatusOf = async (orderId: string) =>
  (await database.db.select().from(orders).where(eq(orders.id, orderId)))[0]!.paymentStatus;
const adminRefund = (orderId: string, body: unknown) =>
  call(api.app, 'POST', `/admin/orders/${orderId}/refunds`, owner.token, body);
const webhook = (body: string, signature: string, eventId: string) =>
  api.app.inject({
    method: 'POST',
    url: '/api/payment/webhook',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': signature,
      'x-razorpay-event-id': eventId,
    },
    payload: body,
  });

describe('refunds through Razorpay', () => {
  it('refunds a cancelled order from the worker: amount in paise, receipt, notes, idempotency key', async () => {
    const { customer, email, order, paymentId } = await paid();
    const cancelled = await cancel(customer.token, order._id);
    expect(cancelled.json().order.paymentResult.paymentStatus).toBe('refund_pending');
    // The cancel kicks the worker after its commit, so the row may already be processed by now.
    const [pending] = await refundRows(database, order._id);
    expect(pending).toMatchObject({
      amountPaise: 199900,
      method: 'provider',
      createdBy: 'customer',
    });

    await api.refundWorker.flush();
    const calls = refundCalls(paymentId);
    expect(calls).toHaveLength(1);
    expect(calls[0]!.idempotencyKey).toBe(pending!.id);
    expect(calls[0]!.authorization).toBe(
      `Basic ${Buffer.from(`${KEY_ID}:${KEY_SECRET}`).toString('base64')}`,
    );
    expect(calls[0]!.body).toMatchObject({
      amount: 199900,
      receipt: order._id,
      notes: { order_id: order._id, refund_id: pending!.id },
    });
    const [done] = await refundRows(database, order._id);
    expect(done).toMatchObject({ status: 'processed', providerRefundId: fake.refunds.at(-1)!.id });
    expect(await paymentStatusOf(order._id)).toBe('refunded');

    const list = await call(api.app, 'GET', `/order/${order._id}/refunds`, customer.token);
    expect(list.statusCode).toBe(200);
    expect(list.json().refunds).toEqual([
      expect.objectContaining({
        amountPaise: 199900,
        amount: 1999,
        status: 'processed',
        processedAt: expect.any(String),
        creditNote: {
          number: expect.stringMatching(/^CN\/\d{4}-\d{2}\/\d{4}$/),
          date: expect.any(String),
          url: `/api/order/${order._id}/credit-notes/1.pdf`,
        },
      }),
    ]);

    await api.mail.flush();
    const subjects = (await mailsTo(database, email)).map((mail) => mail.subject);
    expect(subjects.filter((subject) => subject.startsWith('Refund initiated: ₹1,999.00'))).toHaveLength(1);
    expect(subjects.filter((subject) => subject.startsWith('Refund processed: ₹1,999.00'))).toHaveLength(1);
    const refundMails = (await mailsTo(database, email)).filter((mail) => mail.subject.startsWith('Refund '));
    for (const mail of refundMails) {
      expect(mail.attachments?.[0]).toMatchObject({ contentType: 'application/pdf' });
      expect(mail.attachments?.[0]?.filename).toMatch(/^credit-note-CN-/);
    }
  });

  it('finds the refund after a timeout instead of issuing it twice', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refunds = 'timeout-once';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    const [unknown] = await refundRows(database, order._id);
    expect(unknown).toMatchObject({ status: 'pending', outcomeUnknown: true, providerRefundId: null });
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);

    // Nothing is due before the back-off has passed.
    await api.refundWorker.flush();
    expect(refundCalls(paymentId)).toHaveLength(1);
    api.clock.advance(31_000);
    await api.refundWorker.flush();
    const urls = fake.received
      .filter((request) => request.url.includes(paymentId))
      .map((r) => `${r.method} ${r.url}`);
    expect(urls).toEqual([
      `POST /v1/payments/${paymentId}/refund`,
      `GET /v1/payments/${paymentId}/refunds?count=100`,
    ]);
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    const [found] = await refundRows(database, order._id);
    expect(found).toMatchObject({
      status: 'processed',
      providerRefundId: fake.refunds.at(-1)!.id,
      outcomeUnknown: false,
    });
    expect(await paymentStatusOf(order._id)).toBe('refunded');
  });

  it('retries a 5xx with the same key and the same body', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refunds = 'error';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    fake.modes.refunds = 'ok';
    api.clock.advance(31_000);
    await api.refundWorker.flush();
    const calls = refundCalls(paymentId);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).toBe(calls[0]!.idempotencyKey);
    expect(calls[1]!.body).toEqual(calls[0]!.body);
    expect((await refundRows(database, order._id))[0]!.status).toBe('processed');
  });

  it('shows a refused refund with the provider’s reason, and the owner can retry it', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refunds = 'fail';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    const panel = await call(api.app, 'GET', `/admin/orders/${order._id}/refunds`, owner.token);
    expect(panel.json()).toMatchObject({
      refundablePaise: 0,
      refunds: [
        {
          status: 'failed',
          failureReason: 'The bank account of this payment is closed',
          failedAt: expect.any(String),
        },
      ],
    });
    expect(await paymentStatusOf(order._id)).toBe('refund_pending');
    // The customer sees the status, not the provider's words.
    const mine = await call(api.app, 'GET', `/order/${order._id}/refunds`, customer.token);
    expect(mine.json().refunds[0]).toMatchObject({ status: 'failed' });
    expect(mine.json().refunds[0].failureReason).toBeUndefined();

    fake.modes.refunds = 'ok';
    const refundId = panel.json().refunds[0].id;
    const retried = await call(api.app, 'POST', `/admin/refunds/${refundId}/retry`, owner.token);
    expect(retried.statusCode).toBe(200);
    expect(retried.json().refund).toMatchObject({ status: 'pending', failureReason: null });
    const again = await call(api.app, 'POST', `/admin/refunds/${refundId}/retry`, owner.token);
    expect(again.statusCode).toBe(409);
    await api.refundWorker.flush();
    const calls = refundCalls(paymentId);
    expect(calls).toHaveLength(2);
    expect(calls[1]!.idempotencyKey).not.toBe(calls[0]!.idempotencyKey);
    expect((await refundRows(database, order._id))[0]!.status).toBe('processed');
    expect(await paymentStatusOf(order._id)).toBe('refunded');
  });

  it('applies refund webhooks once; replays and bad signatures change nothing', async () => {
    const { customer, email, order, paymentId } = await paid();
    fake.modes.refundStatus = 'pending';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    const [pending] = await refundRows(database, order._id);
    expect(pending).toMatchObject({ status: 'pending', providerRefundId: expect.stringMatching(/^rfnd_/) });
    const held = fake.refunds.find((refund) => refund.payment_id === paymentId)!;

    const { body, signature } = fake.refundEvent(held, 'refund.processed', WEBHOOK_SECRET);
    const forged = await webhook(
      body,
      fake.refundEvent(held, 'refund.processed', 'wrong').signature,
      'evt_forged',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('WEBHOOK_SIGNATURE_INVALID');
    expect((await refundRows(database, order._id))[0]!.status).toBe('pending');

    expect((await webhook(body, signature, 'evt_rf_1')).json()).toEqual({ status: 'processed' });
    expect((await webhook(body, signature, 'evt_rf_1')).json()).toEqual({ status: 'duplicate' });
    expect((await webhook(body, signature, 'evt_rf_2')).json()).toEqual({ status: 'ignored' });
    const late = fake.refundEvent(held, 'refund.failed', WEBHOOK_SECRET);
    expect((await webhook(late.body, late.signature, 'evt_rf_3')).json()).toEqual({ status: 'ignored' });
    expect((await refundRows(database, order._id))[0]).toMatchObject({ status: 'processed' });
    expect(await paymentStatusOf(order._id)).toBe('refunded');
    await api.mail.flush();
    const processed = (await mailsTo(database, email)).filter((mail) =>
      mail.subject.startsWith('Refund processed'),
    );
    expect(processed).toHaveLength(1);
  });

  it('records refund.failed with the bank’s reason', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refundStatus = 'pending';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    const held = fake.refunds.find((refund) => refund.payment_id === paymentId)!;
    const { body, signature } = fake.refundEvent(held, 'refund.failed', WEBHOOK_SECRET);
    expect((await webhook(body, signature, 'evt_rf_fail')).json()).toEqual({ status: 'processed' });
    expect((await refundRows(database, order._id))[0]).toMatchObject({
      status: 'failed',
      failureReason: 'The beneficiary bank declined the refund',
    });
    expect(await paymentStatusOf(order._id)).toBe('refund_pending');
  });

  it('after a retry, a late refund.failed of the earlier try changes nothing, and no second refund is made', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refundStatus = 'pending';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    const first = fake.refunds.find((refund) => refund.payment_id === paymentId)!;
    first.status = 'failed';
    const failedEvent = fake.refundEvent(first, 'refund.failed', WEBHOOK_SECRET);
    expect((await webhook(failedEvent.body, failedEvent.signature, 'evt_try1_failed')).json()).toEqual({
      status: 'processed',
    });
    const [failed] = await refundRows(database, order._id);
    expect(failed).toMatchObject({ status: 'failed' });

    expect((await call(api.app, 'POST', `/admin/refunds/${failed!.id}/retry`, owner.token)).statusCode).toBe(
      200,
    );
    await api.refundWorker.flush();
    const second = fake.refunds.filter((refund) => refund.payment_id === paymentId).at(-1)!;
    expect(second.id).not.toBe(first.id);
    expect((await refundRows(database, order._id))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: second.id,
    });

    // Razorpay sends the first try's failure again under a new event id: the retried refund stays.
    const late = await webhook(failedEvent.body, failedEvent.signature, 'evt_try1_failed_again');
    expect(late.json()).toEqual({ status: 'ignored' });
    expect((await refundRows(database, order._id))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: second.id,
    });
    expect(await call(api.app, 'POST', `/admin/refunds/${failed!.id}/retry`, owner.token)).toMatchObject({
      statusCode: 409,
    });
    expect(refundCalls(paymentId)).toHaveLength(2);
  });

  it('retried after an unknown outcome, finds the earlier try instead of refunding twice', async () => {
    const { customer, order, paymentId } = await paid();
    fake.modes.refundStatus = 'pending';
    fake.modes.refunds = 'timeout-once';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    // The provider made the refund, but the worker never heard: the owner sees it failed after the
    // tries run out (here: forced), and retries it.
    const [unknown] = await refundRows(database, order._id);
    await database.db
      .update(refunds)
      .set({ status: 'failed', failedAt: new Date(), failureReason: 'no answer' })
      .where(eq(refunds.id, unknown!.id));
    expect((await call(api.app, 'POST', `/admin/refunds/${unknown!.id}/retry`, owner.token)).statusCode).toBe(
      200,
    );
    await api.refundWorker.flush();
    const made = fake.refunds.filter((refund) => refund.payment_id === paymentId);
    expect(made).toHaveLength(1);
    expect((await refundRows(database, order._id))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: made[0]!.id,
    });
  });

  it('keeps asking about a refund the provider holds, however many times, even when a check fails', async () => {
    const { customer, order } = await paid();
    fake.modes.refundStatus = 'pending';
    await cancel(customer.token, order._id);
    await api.refundWorker.flush();
    for (let check = 0; check < 10; check += 1) {
      api.clock.advance(10 * 60_000 + 1_000);
      await api.refundWorker.flush();
    }
    fake.modes.list = 'error';
    api.clock.advance(10 * 60_000 + 1_000);
    await api.refundWorker.flush();
    expect((await refundRows(database, order._id))[0]).toMatchObject({
      status: 'pending',
      providerRefundId: expect.stringMatching(/^rfnd_/),
    });
    expect(await paymentStatusOf(order._id)).toBe('refund_pending');
  });

  it('issues exactly one provider refund when a cancel, an admin click and a webhook replay race', async () => {
    const { customer, order, paymentId } = await paid();
    const replay = JSON.stringify({
      event: 'payment.captured',
      payload: { payment: { entity: { id: paymentId, order_id: order.paymentResult.razorpay_order_id } } },
    });
    const { createHmac } = await import('node:crypto');
    const replaySignature = createHmac('sha256', WEBHOOK_SECRET).update(replay).digest('hex');
    const results = await Promise.all([
      cancel(customer.token, order._id),
      adminRefund(order._id, { amountPaise: 199900, reason: 'Customer asked on the phone' }),
      webhook(replay, replaySignature, 'evt_race_replay'),
      api.refundWorker.flush(),
      api.refundWorker.flush(),
    ]);
    expect(results[0]!.statusCode).toBe(200);
    expect([201, 400]).toContain(results[1]!.statusCode);
    if (results[1]!.statusCode === 400) expect(results[1]!.json().details[0].field).toBe('amountPaise');
    await api.refundWorker.flush();
    await api.refundWorker.flush();
    const rows = await refundRows(database, order._id);
    expect(rows).toHaveLength(1);
    expect(rows.reduce((sum, row) => sum + row.amountPaise, 0)).toBe(199900);
    expect(refundCalls(paymentId)).toHaveLength(1);
    expect(fake.refunds.filter((refund) => refund.payment_id === paymentId)).toHaveLength(1);
    expect(await paymentStatusOf(order._id)).toBe('refunded');
  });

  it('lets the owner refund parts of a paid order, never more than was captured', async () => {
    const { customer, order, paymentId } = await paid();
    const first = await adminRefund(order._id, { amountPaise: 30000, reason: 'One jar arrived broken' });
    expect(first.statusCode).toBe(201);
    expect(first.json().refund).toMatchObject({
      amountPaise: 30000,
      status: 'pending',
      method: 'provider',
      createdBy: 'admin',
      createdByEmail: owner.email,
      creditNote: { url: `/api/order/${order._id}/credit-notes/1.pdf` },
    });
    const tooMuch = await adminRefund(order._id, { amountPaise: 169901, reason: 'Goodwill' });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json()).toMatchObject({ code: 'REFUND_TOO_LARGE', details: [{ field: 'amountPaise' }] });
    const rest = await adminRefund(order._id, { amountPaise: 169900, reason: 'Goodwill' });
    expect(rest.statusCode).toBe(201);
    expect(rest.json().refund.creditNote.url).toBe(`/api/order/${order._id}/credit-notes/2.pdf`);
    expect((await adminRefund(order._id, { amountPaise: 1, reason: 'More' })).statusCode).toBe(400);
    await api.refundWorker.flush();
    expect(refundCalls(paymentId).map((request) => request.body.amount)).toEqual([30000, 169900]);
    expect(await paymentStatusOf(order._id)).toBe('refunded');
    // A kept order with a partial refund stays paid; here everything went back.
    const audit = await call(
      api.app,
      'GET',
      `/admin/audit-log?entity=order&entityId=${order._id}`,
      owner.token,
    );
    expect(
      audit.json().entries.filter((entry: { action: string }) => entry.action === 'refund.create'),
    ).toHaveLength(2);
    const first1 = await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, customer.token);
    expect(first1.statusCode).toBe(200);
    expect(await pdfText(first1.rawPayload)).toContain('Rs. 300.00');
  });

  it('refunds only what remains when an order with a partial refund is cancelled', async () => {
    const { customer, order, paymentId } = await paid();
    expect((await adminRefund(order._id, { amountPaise: 30000, reason: 'Goodwill' })).statusCode).toBe(201);
    expect((await cancel(customer.token, order._id)).statusCode).toBe(200);
    const rows = await refundRows(database, order._id);
    expect(rows.map((row) => [row.amountPaise, row.createdBy, row.creditNoteSeq])).toEqual([
      [30000, 'admin', 1],
      [169900, 'customer', 2],
    ]);
    await api.refundWorker.flush();
    expect(refundCalls(paymentId).map((request) => request.body.amount)).toEqual([30000, 169900]);
    expect(await paymentStatusOf(order._id)).toBe('refunded');
  });

  it('refuses bad amounts with 400 naming the field, unknown orders with 404', async () => {
    const { order } = await paid();
    for (const amountPaise of [0, -100, 10.5, '500', null]) {
      const response = await adminRefund(order._id, { amountPaise, reason: 'Test' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'VALIDATION_FAILED',
        details: [{ field: 'amountPaise' }],
      });
    }
    const noReason = await adminRefund(order._id, { amountPaise: 100 });
    expect(noReason.json().details[0].field).toBe('reason');
    const manual = await adminRefund(order._id, { amountPaise: 100, reason: 'By UPI', method: 'upi' });
    expect(manual.json().details[0].field).toBe('reference');
    const method = await adminRefund(order._id, { amountPaise: 100, reason: 'x', method: 'cheque' });
    expect(method.json().details[0].field).toBe('method');
    const nul = await adminRefund(order._id, { amountPaise: 100, reason: 'x\u0000y' });
    expect(nul.statusCode).toBe(400);
    expect(
      (await adminRefund('000000000000000000000000', { amountPaise: 100, reason: 'x' })).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'POST', '/admin/refunds/000000000000000000000000/retry', owner.token)).statusCode,
    ).toBe(404);
    expect(await refundRows(database, order._id)).toEqual([]);
  });

  it('lets only the owner or an admin see refunds and credit notes', async () => {
    const { customer, order } = await paid();
    await adminRefund(order._id, { amountPaise: 5000, reason: 'Late delivery' });
    const stranger = await paidOnline(api, database, { keySecret: KEY_SECRET });
    expect(
      (await call(api.app, 'GET', `/order/${order._id}/refunds`, stranger.customer.token)).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, stranger.customer.token))
        .statusCode,
    ).toBe(404);
    expect((await call(api.app, 'GET', `/order/${order._id}/refunds`)).statusCode).toBe(401);
    expect(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/1.pdf`, owner.token)).statusCode,
    ).toBe(200);
    expect(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/2.pdf`, customer.token)).statusCode,
    ).toBe(404);
    expect(
      (await call(api.app, 'GET', `/order/${order._id}/credit-notes/x.pdf`, customer.token)).statusCode,
    ).toBe(400);
    expect(
      (
        await call(api.app, 'POST', `/admin/orders/${order._id}/refunds`, customer.token, {
          amountPaise: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await call(api.app, 'POST', `/admin/orders/${order._id}/refunds`, undefined, {
          amountPaise: 1,
          reason: 'x',
        })
      ).statusCode,
    ).toBe(401);
  });
});

describe('the Razorpay refund client against the fake', () => {
  it('answers the same refund for the same key and body, and refuses another body', async () => {
    const provider = new RazorpayProvider({
      keyId: KEY_ID,
      keySecret: KEY_SECRET,
      apiUrl: fake.url,
      timeoutMs: TIMEOUT_MS,
    });
    const request = {
      paymentId: 'pay_Idem0000000001',
      amountPaise: 5000,
      receipt: 'r1',
      notes: { refund_id: 'x' },
      idempotencyKey: 'key-1',
    };
    const first = await provider.createRefund(request);
    const second = await provider.createRefund(request);
    expect(second.id).toBe(first.id);
    await expect(provider.createRefund({ ...request, amountPaise: 6000 })).rejects.toMatchObject({
      outcome: 'refused',
      message: 'Idempotency key reused with a different request',
    });
    expect(await provider.listRefunds('pay_Idem0000000001')).toEqual([
      {
        id: first.id,
        paymentId: 'pay_Idem0000000001',
        amount: 5000,
        status: 'processed',
        notes: { refund_id: 'x' },
      },
    ]);
    fake.modes.refunds = 'timeout-once';
    const timedOut = await provider
      .createRefund({ ...request, idempotencyKey: 'key-2' })
      .catch((error) => error);
    expect(timedOut).toBeInstanceOf(RefundCallError);
    expect(timedOut.outcome).toBe('unknown');
  });
});
