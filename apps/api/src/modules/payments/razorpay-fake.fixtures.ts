import { createHmac } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

interface Received {
  method: string;
  url: string;
  authorization: string | undefined;
  contentType: string | undefined;
  idempotencyKey: string | undefined;
  body: Record<string, unknown>;
}

interface FakeRefund {
  id: string;
  entity: 'refund';
  payment_id: string;
  amount: number;
  currency: 'INR';
  receipt: string | null;
  notes: Record<string, string>;
  status: 'pending' | 'processed' | 'failed';
  created_at: number;
}

/**
 * How the fake answers the next calls. Orders: `ok`, `error` (500) or `wrong-amount`. Refunds: `ok`
 * (made, in `refundStatus`), `timeout-once` (made, but the answer comes after the client gave up, once),
 * `fail` (400 with Razorpay's error description), `error` (500, nothing made). Listing a payment's
 * refunds: `ok` or `error` (500).
 */
interface FakeModes {
  orders: 'ok' | 'error' | 'wrong-amount';
  refunds: 'ok' | 'timeout-once' | 'fail' | 'error';
  refundStatus: 'pending' | 'processed';
  list: 'ok' | 'error';
}

async function readBody(request: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const json = (response: ServerResponse, status: number, body: unknown) => {
  response.statusCode = status;
  response.setHeader('content-type', 'application/json');
  response.end(JSON.stringify(body));
};

/**
 * A stand-in for Razorpay's Orders and Refunds APIs on loopback: refunds follow Razorpay's
 * X-Refund-Idempotency rules (the same key and body answer the same refund; the same key with another
 * body is refused) and are listed by GET /v1/payments/{id}/refunds.
 */
export async function startFakeRazorpay(options: { timeoutMs?: number } = {}) {
  const modes: FakeModes = { orders: 'ok', refunds: 'ok', refundStatus: 'processed', list: 'ok' };
  const received: Received[] = [];
  const refunds: FakeRefund[] = [];
  const byKey = new Map<string, { body: string; refund: FakeRefund }>();
  let orderCounter = 0;
  let refundCounter = 0;

  const server = createServer(async (request, response) => {
    const raw = await readBody(request);
    const body = JSON.parse(raw || '{}') as Record<string, unknown>;
    const idempotencyKey = request.headers['x-refund-idempotency'] as string | undefined;
    received.push({
      method: request.method!,
      url: request.url!,
      authorization: request.headers.authorization,
      contentType: request.headers['content-type'],
      idempotencyKey,
      body,
    });
    const url = new URL(request.url!, 'http://fake');
    const refundCall = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refund$/);
    const listCall = url.pathname.match(/^\/v1\/payments\/([^/]+)\/refunds$/);
    if (request.method === 'POST' && url.pathname === '/v1/orders') {
      if (modes.orders === 'error') {
        json(response, 500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error' },
        });
        return;
      }
      orderCounter += 1;
      json(response, 200, {
        id: `order_FAKE${String(orderCounter).padStart(10, '0')}`,
        entity: 'order',
        amount: modes.orders === 'wrong-amount' ? Number(body.amount) + 1 : body.amount,
        amount_paid: 0,
        currency: body.currency,
        receipt: body.receipt,
        status: 'created',
      });
      return;
    }
    if (request.method === 'POST' && refundCall) {
      if (modes.refunds === 'error') {
        json(response, 500, {
          error: { code: 'SERVER_ERROR', description: 'The server encountered an error' },
        });
        return;
      }
      if (modes.refunds === 'fail') {
        json(response, 400, {
          error: { code: 'BAD_REQUEST_ERROR', description: 'The bank account of this payment is closed' },
        });
        return;
      }
      if (!idempotencyKey) {
        json(response, 400, { error: { code: 'BAD_REQUEST_ERROR', description: 'idempotency key missing' } });
        return;
      }
      const seen = byKey.get(idempotencyKey);
      if (seen) {
        if (seen.body !== raw) {
          json(response, 400, {
            error: {
              code: 'BAD_REQUEST_ERROR',
              description: 'Idempotency key reused with a different request',
            },
          });
          return;
        }
        json(response, 200, seen.refund);
        return;
      }
      refundCounter += 1;
      const refund: FakeRefund = {
        id: `rfnd_FAKE${String(refundCounter).padStart(10, '0')}`,
        entity: 'refund',
        payment_id: decodeURIComponent(refundCall[1]!),
        amount: Number(body.amount),
        currency: 'INR',
        receipt: typeof body.receipt === 'string' ? body.receipt : null,
        notes: (body.notes ?? {}) as Record<string, string>,
        status: modes.refundStatus,
        created_at: Math.floor(Date.now() / 1000),
      };
      refunds.push(refund);
      byKey.set(idempotencyKey, { body: raw, refund });
      if (modes.refunds === 'timeout-once') {
        modes.refunds = 'ok';
        // The refund is made, but the answer comes after the client's timeout: its outcome is unknown.
        setTimeout(() => json(response, 200, refund), (options.timeoutMs ?? 300) + 500);
        return;
      }
      json(response, 200, refund);
      return;
    }
    if (request.method === 'GET' && listCall) {
      if (modes.list === 'error') {
        json(response, 500, { error: { code: 'SERVER_ERROR', description: 'We are facing some trouble' } });
        return;
      }
      const paymentId = decodeURIComponent(listCall[1]!);
      const items = refunds.filter((refund) => refund.payment_id === paymentId);
      json(response, 200, { entity: 'collection', count: items.length, items });
      return;
    }
    json(response, 404, {
      error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found' },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    modes,
    received,
    /** Every refund made, as Razorpay holds them. */
    refunds,
    reset() {
      Object.assign(modes, { orders: 'ok', refunds: 'ok', refundStatus: 'processed', list: 'ok' });
      received.length = 0;
    },
    /** Razorpay's refund webhook for a refund it holds, signed with the webhook secret. */
    refundEvent(refund: FakeRefund, event: 'refund.processed' | 'refund.failed', secret: string) {
      const body = JSON.stringify({
        entity: 'event',
        event,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              ...refund,
              status: event === 'refund.processed' ? 'processed' : 'failed',
              ...(event === 'refund.failed'
                ? { error_description: 'The beneficiary bank declined the refund' }
                : {}),
            },
          },
        },
        created_at: Math.floor(Date.now() / 1000),
      });
      return { body, signature: createHmac('sha256', secret).update(body).digest('hex') };
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

export type FakeRazorpay = Awaited<ReturnType<typeof startFakeRazorpay>>;
