// @vitest-environment node
import type { AdminRefundRecord } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { apiUser } from '../../../test/api-answers';
import { type ApiCall, apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { createRefundAction, retryRefundAction } from './admin-order-refunds.server';
import { refundsAction } from './admin-refunds-due.server';

type Reply = { data: Record<string, unknown>; init: ResponseInit | null };

const form = (fields: Record<string, string>) => {
  const body = new FormData();
  for (const [name, value] of Object.entries(fields)) body.append(name, value);
  return body;
};

const refund = (overrides: Partial<AdminRefundRecord> = {}): AdminRefundRecord => ({
  id: 'r1',
  amountPaise: 24_950,
  amount: 249.5,
  status: 'processed',
  method: 'upi',
  createdAt: '2026-11-27T09:00:00.000Z',
  processedAt: '2026-11-27T09:00:00.000Z',
  failedAt: null,
  creditNote: null,
  reason: 'Jar arrived broken',
  reference: 'UPI-4471',
  providerRefundId: null,
  failureReason: null,
  createdBy: 'admin',
  createdByEmail: 'owner@example.in',
  ...overrides,
});

const notCalled = (): FakeAnswer => {
  throw new Error('the API was called');
};

describe('the order page’s refund form', () => {
  const refundForm = {
    amount: '₹249.50',
    reason: 'Jar arrived broken',
    method: 'upi',
    reference: 'UPI-4471',
  };

  it('sends the amount typed in rupees as paise, with the reason, method and reference', async () => {
    const { context, calls } = fakeApiContext(() => ({ status: 201, body: { refund: refund() } }));
    const reply = (await createRefundAction(context, 'order-1', form(refundForm))) as Reply;
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/admin/orders/order-1/refunds',
        body: { amountPaise: 24_950, reason: 'Jar arrived broken', method: 'upi', reference: 'UPI-4471' },
      },
    ]);
    expect(reply.data).toEqual({ ok: true, intent: 'refund', message: 'Refund of ₹249.50 recorded' });
  });

  it('says a provider refund has only started, and sends no method it does not know nor a blank reference', async () => {
    const { context, calls } = fakeApiContext(() => ({
      status: 201,
      body: {
        refund: refund({
          amountPaise: 100_000,
          amount: 1000,
          status: 'pending',
          method: 'provider',
          reference: null,
          processedAt: null,
        }),
      },
    }));
    const reply = (await createRefundAction(
      context,
      'order-1',
      form({ amount: '1,000', reason: 'Returned', method: 'cheque', reference: '' }),
    )) as Reply;
    expect(calls[0]?.body).toEqual({ amountPaise: 100_000, reason: 'Returned' });
    expect(reply.data.message).toBe('Refund of ₹1,000.00 started: the provider is being asked');
  });

  it.each(['', '0', '-5', '249.999', 'two hundred'])(
    'sends nothing for the amount %j, and names the amount',
    async (amount) => {
      const { context, calls } = fakeApiContext(notCalled);
      const reply = (await createRefundAction(context, 'order-1', form({ ...refundForm, amount }))) as Reply;
      expect(calls).toEqual([]);
      expect(reply.init?.status).toBe(400);
      expect(reply.data.fieldErrors).toEqual({
        amount: 'Enter an amount in rupees above zero, like 249 or 249.50',
      });
    },
  );

  it('shows a refusal about the amount next to the amount field, and others next to theirs', async () => {
    const { context } = fakeApiContext(() =>
      apiError(400, 'VALIDATION_ERROR', 'Refund is more than what can still be refunded', [
        { field: 'amountPaise', message: 'At most ₹100.00 can still be refunded' },
        { field: 'reference', message: 'reference is required for a manual refund' },
      ]),
    );
    const reply = (await createRefundAction(context, 'order-1', form(refundForm))) as Reply;
    expect(reply.init?.status).toBe(400);
    expect(reply.data).toMatchObject({
      ok: false,
      intent: 'refund',
      fieldErrors: {
        amount: 'At most ₹100.00 can still be refunded',
        reference: 'reference is required for a manual refund',
      },
    });
  });

  it('shows a refusal without fields as the message', async () => {
    const { context } = fakeApiContext(() =>
      apiError(409, 'ORDER_NOT_PAID', 'Only a paid order can be refunded'),
    );
    const reply = (await createRefundAction(context, 'order-1', form(refundForm))) as Reply;
    expect(reply.data).toMatchObject({
      ok: false,
      status: 409,
      code: 'ORDER_NOT_PAID',
      message: 'Only a paid order can be refunded',
    });
  });
});

describe('Retry of a failed provider refund', () => {
  it('asks the API to send that refund again, and says so', async () => {
    const { context, calls } = fakeApiContext(() => ({
      status: 200,
      body: { refund: refund({ status: 'pending', method: 'provider', processedAt: null }) },
    }));
    const reply = (await retryRefundAction(context, form({ refundId: 'r9' }))) as Reply;
    expect(calls).toEqual([{ method: 'POST', path: '/admin/refunds/r9/retry', body: {} }]);
    expect(reply.data).toEqual({ ok: true, intent: 'refund-retry', message: 'Refund sent again' });
  });

  it('shows the API’s refusal, and reloads the panel (the refund may have moved on)', async () => {
    const { context } = fakeApiContext(() =>
      apiError(409, 'REFUND_NOT_FAILED', 'Only a failed refund can be retried'),
    );
    const reply = (await retryRefundAction(context, form({ refundId: 'r9' }))) as Reply;
    expect(reply.data).toMatchObject({
      ok: false,
      intent: 'refund-retry',
      status: 409,
      message: 'Only a failed refund can be retried',
    });
    expect(reply.init?.status).toBe(200);
  });
});

describe('Mark done on the refunds due (/admin/refunds)', () => {
  const url = new URL('http://shop.test/admin/refunds');
  async function markDone(
    fields: Record<string, string>,
    answer: (call: ApiCall) => FakeAnswer,
    role: 'admin' | 'customer' = 'admin',
  ) {
    const { context, calls } = fakeApiContext((call) =>
      call.path === '/auth/me'
        ? { status: 200, body: { user: apiUser({ role }), cartCount: 0 } }
        : answer(call),
    );
    const request = new Request(url, { method: 'POST', body: new URLSearchParams(fields) });
    const run = refundsAction({ request, url, context, params: {} } as never);
    return { run, calls: () => calls.filter((call) => call.path !== '/auth/me') };
  }

  it('marks that refund done, for an order or for a payment that never became one', async () => {
    for (const kind of ['order', 'payment'] as const) {
      const { run, calls } = await markDone({ id: 'r3', kind }, () => ({
        status: 200,
        body: { success: true },
      }));
      expect(((await run) as Reply).data).toEqual({
        ok: true,
        intent: 'refund-done',
        message: 'Refund marked done',
      });
      expect(calls()).toEqual([{ method: 'POST', path: '/admin/refunds/r3/done', body: { kind } }]);
    }
  });

  it('takes an unknown kind as an order’s refund', async () => {
    const { run, calls } = await markDone({ id: 'r3', kind: 'anything' }, () => ({
      status: 200,
      body: { success: true },
    }));
    await run;
    expect(calls()[0]?.body).toEqual({ kind: 'order' });
  });

  it('shows the API’s refusal as the message', async () => {
    const { run } = await markDone({ id: 'r3', kind: 'order' }, () =>
      apiError(404, 'REFUND_NOT_FOUND', 'This refund is no longer due'),
    );
    expect(((await run) as Reply).data).toMatchObject({
      ok: false,
      intent: 'refund-done',
      status: 404,
      message: 'This refund is no longer due',
    });
  });

  it('is refused to a customer, and nothing is marked', async () => {
    const { run, calls } = await markDone({ id: 'r3', kind: 'order' }, notCalled, 'customer');
    await expect(run).rejects.toMatchObject({ init: { status: 403 } });
    expect(calls()).toEqual([]);
  });
});
