import path from 'node:path';
import { type BenchContext, type Figure, withBudget } from '../types.ts';
import { buyers } from './buyers.ts';
import { outboxReaches, settledOutboxSize } from './outbox.ts';
import { addToCart, catalogue, confirmAge, createOrder, emptyCart, figureOf } from './shop-api.ts';

/**
 * `orders: Cash on Delivery orders/s` — 32 signed-in buyers, each re-filling its cart with one unit
 * and placing a COD order, as fast as the shop answers, for a bounded window.
 */

const COD_BUYERS = 32;
const COD_WINDOW_MS = Number(process.env.BENCH_ORDERS_WINDOW_SEC ?? 6) * 1000;
const COD_MAX_ORDERS = Number(process.env.BENCH_ORDERS_MAX ?? 2000);

/** Issue 10's targets for the Cash on Delivery window, per database. */
const throughputBudgets: Record<string, { minPerSecond: number; maxP50Ms?: number }> = {
  PGlite: { minPerSecond: 150 },
  PostgreSQL: { minPerSecond: 300, maxP50Ms: 100 },
};

const percentile = (sorted: number[], p: number) =>
  sorted.length === 0
    ? Number.NaN
    : sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
const round1 = (n: number) => Math.round(n * 10) / 10;

export async function codThroughput(context: BenchContext): Promise<Figure[]> {
  const subject = `POST /api/order/createOrder (COD), ${COD_BUYERS} concurrent buyers`;
  const crowd = await buyers(context, COD_BUYERS);
  // Each buyer buys one product; a product's stock is shared out so that nobody runs out mid-window.
  const products = (await catalogue(context, crowd[0]!.agent))
    .filter((p) => p.stock >= 2)
    .sort((a, b) => b.stock - a.stock);
  if (products.length === 0) throw new Error('no product in stock');
  const allowance = new Map(products.map((p) => [p._id, p.stock - 1]));
  const assigned = crowd.map((buyer, i) => ({ buyer, productId: products[i % products.length]!._id }));
  // Some of the products are for adults only: every buyer has passed the 18+ gate, as a shopper has.
  await Promise.all(
    assigned.map(({ buyer }) => Promise.all([emptyCart(context, buyer), confirmAge(context, buyer)])),
  );

  const outbox = path.join(context.dataDir ?? '', 'outbox');
  // Only the orders' confirmations may arrive once the window starts.
  const mailsBefore = await settledOutboxSize(outbox, 1_000);
  const latencies: number[] = [];
  const cartLatencies: number[] = [];
  let placed = 0;
  let refused = 0;
  let failed = 0;
  let issued = 0;
  const started = performance.now();
  const deadline = started + COD_WINDOW_MS;
  await Promise.all(
    assigned.map(async ({ buyer, productId }) => {
      while (performance.now() < deadline && issued < COD_MAX_ORDERS && (allowance.get(productId) ?? 0) > 0) {
        issued += 1;
        allowance.set(productId, (allowance.get(productId) ?? 0) - 1);
        try {
          const added = await addToCart(context, buyer, productId, 1);
          cartLatencies.push(added.ms);
          if (added.status !== 200) {
            failed += 1;
            continue;
          }
          const answer = await createOrder(context, buyer);
          if (answer.status === 200) {
            placed += 1;
            latencies.push(answer.ms);
          } else if (answer.status === 409) refused += 1;
          else failed += 1;
        } catch {
          failed += 1;
        }
      }
    }),
  );
  const elapsedSec = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  cartLatencies.sort((a, b) => a - b);
  const perSecond = placed / elapsedSec;
  context.log(
    `${placed} orders in ${elapsedSec.toFixed(1)} s = ${round1(perSecond)} orders/s; createOrder p50 ${round1(percentile(latencies, 50))} ms, p99 ${round1(percentile(latencies, 99))} ms; ${refused} refused, ${failed} failed`,
  );
  // The window is a burst: each order's confirmation (with its invoice drawn) is sent afterwards by
  // the mail worker, on the shop's thread. Counting until the last one is written gives the rate the
  // shop can keep up (docs/PERFORMANCE.md, "CPU per order on the fast host").
  const mailedAt = await outboxReaches(outbox, mailsBefore + placed, 120_000);
  const mailedSec = mailedAt === null ? null : (mailedAt - started) / 1000;
  if (mailedSec !== null) {
    context.log(
      `their ${placed} confirmations written ${(mailedSec - elapsedSec).toFixed(1)} s after the window: ${round1(placed / mailedSec)} orders/s with their e-mails`,
    );
  }
  const figure = figureOf(context, subject);
  const budget = throughputBudgets[context.target];
  const throughput = figure(
    'orders/s',
    round1(perSecond),
    'orders/s',
    `${placed} orders in ${elapsedSec.toFixed(1)} s; each buyer re-fills its cart (addToCart) before each order`,
  );
  const p50 = figure('createOrder latency p50', percentile(latencies, 50), 'ms');
  return [
    budget ? withBudget(throughput, '>=', budget.minPerSecond) : throughput,
    budget?.maxP50Ms ? withBudget(p50, '<=', budget.maxP50Ms) : p50,
    figure('createOrder latency p99', percentile(latencies, 99), 'ms'),
    figure('addToCart latency p50', percentile(cartLatencies, 50), 'ms'),
    mailedSec === null
      ? {
          ...figure('orders/s with their confirmations written', 0, 'orders/s', 'not all within 120 s'),
          pass: false,
        }
      : figure(
          'orders/s with their confirmations written',
          round1(placed / mailedSec),
          'orders/s',
          `the last of ${placed} confirmations ${(mailedSec - elapsedSec).toFixed(1)} s after the window closed`,
        ),
    {
      ...figure('refused (409) or failed', refused + failed, 'answers', `${refused} × 409, ${failed} other`),
      pass: refused + failed === 0,
    },
  ];
}
