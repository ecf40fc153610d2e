import type { BenchContext, Figure } from '../types.ts';
import { buyers, CROWD, STAMPEDE_BUYERS } from './buyers.ts';
import { addToCart, catalogue, createOrder, emptyCart, figureOf, myOrderCount, stockOf } from './shop-api.ts';

/**
 * `orders: stock stampede` — 200 buyers check out 1 unit each of one product with stock 10 at once:
 * exactly 10 orders, stock 0, never negative.
 */

const STAMPEDE_STOCK = 10;

export async function stampede(context: BenchContext): Promise<Figure[]> {
  const subject = `stampede: ${STAMPEDE_BUYERS} checkouts of 1 unit, stock ${STAMPEDE_STOCK}`;
  const crowd = await buyers(context, CROWD);
  const drainer = crowd[STAMPEDE_BUYERS + 1]!;
  const products = (await catalogue(context, drainer.agent)).filter((p) => p.stock >= STAMPEDE_STOCK);
  // The product with the least stock from 10 up: the seeded catalogue has none with exactly 10.
  products.sort((a, b) => a.stock - b.stock);
  const product = products[0];
  if (!product) throw new Error(`no product with stock ${STAMPEDE_STOCK} or more`);

  // Bring its stock down to exactly 10 with Cash on Delivery orders by one buyer (99 a line at most).
  let excess = product.stock - STAMPEDE_STOCK;
  for (let round = 0; excess > 0 && round < 20; round++) {
    const quantity = Math.min(99, excess);
    await emptyCart(context, drainer);
    const added = await addToCart(context, drainer, product._id, quantity);
    if (added.status !== 200) throw new Error(`drain: addToCart answered ${added.status}`);
    const placed = await createOrder(context, drainer);
    if (placed.status !== 200) throw new Error(`drain: createOrder answered ${placed.status}`);
    excess -= quantity;
  }
  const before = await stockOf(context, drainer.agent, product._id);
  if (before !== STAMPEDE_STOCK)
    throw new Error(`could not bring the stock of ${product.name} to ${STAMPEDE_STOCK} (${before})`);
  context.log(`${product.name}: stock ${product.stock} brought down to ${before} with COD orders`);

  const shoppers = crowd.slice(0, STAMPEDE_BUYERS);
  await Promise.all(
    shoppers.map(async (buyer) => {
      await emptyCart(context, buyer);
      const added = await addToCart(context, buyer, product._id, 1);
      if (added.status !== 200) throw new Error(`addToCart answered ${added.status}`);
    }),
  );
  const ordersBefore = await Promise.all(shoppers.map((b) => myOrderCount(context, b)));

  const started = performance.now();
  const answers = await Promise.all(
    shoppers.map((buyer) =>
      createOrder(context, buyer).catch((error: Error) => ({
        status: 0,
        json: error.message,
        ms: Number.NaN,
      })),
    ),
  );
  const wallMs = performance.now() - started;
  const created = answers.filter((a) => a.status === 200).length;
  const refused = answers.filter((a) => a.status === 409).length;
  const other = answers.length - created - refused;
  const after = await stockOf(context, drainer.agent, product._id);
  const ordersAfter = await Promise.all(shoppers.map((b) => myOrderCount(context, b)));
  const newOrders = ordersAfter.reduce((sum, n, i) => sum + n - ordersBefore[i]!, 0);
  const pass = created === STAMPEDE_STOCK && newOrders === STAMPEDE_STOCK && after === 0 && other === 0;
  context.log(
    `${created} orders, ${refused} refused with 409, ${other} other answers; ${newOrders} new orders listed; stock ${after}; ${Math.round(wallMs)} ms → ${pass ? 'PASS' : 'FAIL'}`,
  );
  const figure = figureOf(context, subject);
  return [
    {
      ...figure(
        'orders created',
        created,
        'orders',
        `exactly ${STAMPEDE_STOCK} wanted; ${newOrders} in the buyers' order lists`,
      ),
      pass: created === STAMPEDE_STOCK && newOrders === STAMPEDE_STOCK,
    },
    figure('refused with 409', refused, 'answers'),
    { ...figure('other answers (errors)', other, 'answers'), pass: other === 0 },
    { ...figure('stock afterwards', after, 'units', '0 wanted, never negative'), pass: after === 0 },
    figure('all 200 answered in', Math.round(wallMs), 'ms', `product: ${product.name}`),
    { ...figure('verdict', pass ? 1 : 0, pass ? 'PASS' : 'FAIL'), pass },
  ];
}
