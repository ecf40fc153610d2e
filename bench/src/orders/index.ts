import type { Scenario } from '../types.ts';
import { codThroughput } from './cod-throughput.ts';
import { paymentReplay } from './payment-replay.ts';
import { stampede } from './stampede.ts';

/**
 * Issue 4, point 10: integrity and speed of ordering, driven through the running shop's public API on
 * loopback (no database access: PGlite cannot be opened while the shop runs). One file per scenario;
 * the buyers (buyers.ts) are real accounts made by the real sign-up flow and shared by all three.
 */

export { buyers, forgetBuyers } from './buyers.ts';
export { type Buyer, must } from './shop-api.ts';

export const orderScenarios: Scenario[] = [
  { name: 'orders: stock stampede', run: stampede },
  { name: 'orders: payment verification replay', run: paymentReplay },
  { name: 'orders: Cash on Delivery orders/s', run: codThroughput },
];
