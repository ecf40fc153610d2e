import type { BenchContext, Figure } from '../types.ts';
import { buyers, CROWD, STAMPEDE_BUYERS } from './buyers.ts';
import {
  addToCart,
  call,
  catalogue,
  emptyCart,
  figureOf,
  must,
  myOrderCount,
  shippingAddress,
} from './shop-api.ts';

/** `orders: payment verification replay` — one paid sandbox payment verified 50 times at once: one order. */

const REPLAYS = 50;

const orderId = (json: { order?: { _id?: string; id?: string } }) => json?.order?._id ?? json?.order?.id;

export async function paymentReplay(context: BenchContext): Promise<Figure[]> {
  const subject = `payment verification sent ${REPLAYS} times at once`;
  const crowd = await buyers(context, CROWD);
  const buyer = crowd[STAMPEDE_BUYERS]!;
  const product = (await catalogue(context, buyer.agent)).sort((a, b) => b.stock - a.stock)[0];
  if (!product || product.stock < 1) throw new Error('no product in stock');
  await emptyCart(context, buyer);
  const added = await addToCart(context, buyer, product._id, 1);
  if (added.status !== 200) throw new Error(`addToCart answered ${added.status}`);
  const before = await myOrderCount(context, buyer);
  const checkout = await must(
    context,
    buyer.agent,
    'POST',
    '/api/payment/checkout',
    { shippingAddress: shippingAddress(buyer) },
    buyer.token,
  );
  const paid = await must(
    context,
    buyer.agent,
    'POST',
    '/api/payment/sandbox/pay',
    { razorpay_order_id: checkout.order.id, method: 'upi', outcome: 'success' },
    buyer.token,
  );
  if (!paid.razorpay_signature)
    throw new Error(`the sandbox payment did not succeed: ${JSON.stringify(paid)}`);

  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: REPLAYS }, () =>
      call(context, buyer.agent, 'POST', '/api/payment/paymentverification', paid, buyer.token).catch(
        (error: Error) => ({ status: 0, json: error.message, ms: Number.NaN }),
      ),
    ),
  );
  const wallMs = performance.now() - started;
  const ok = answers.filter((a) => a.status === 200);
  const ids = new Set(ok.map((a) => orderId(a.json)));
  const statuses = new Map<number, number>();
  for (const a of answers) statuses.set(a.status, (statuses.get(a.status) ?? 0) + 1);
  const after = await myOrderCount(context, buyer);
  const pass = after - before === 1 && ids.size === 1;
  const answered = [...statuses].map(([status, n]) => `${n} × ${status}`).join(', ');
  context.log(
    `${answered}; ${ids.size} distinct order id(s); ${after - before} new order(s); ${Math.round(wallMs)} ms → ${pass ? 'PASS' : 'FAIL'}`,
  );
  const figure = figureOf(context, subject);
  return [
    {
      ...figure('orders created', after - before, 'orders', `exactly 1 wanted; answers: ${answered}`),
      pass: after - before === 1,
    },
    { ...figure('distinct order ids answered', ids.size, ''), pass: ids.size === 1 },
    figure(`all ${REPLAYS} answered in`, Math.round(wallMs), 'ms'),
    { ...figure('verdict', pass ? 1 : 0, pass ? 'PASS' : 'FAIL'), pass },
  ];
}
