import { bundleScenario } from './bundle.ts';
import { chatScenario } from './chat.ts';
import { endpointScenario } from './http-load.ts';
import { orderScenarios } from './orders.ts';
import { ttfbScenario } from './ttfb.ts';
import type { Scenario } from './types.ts';

/**
 * Everything `npm run bench` measures, in order, with the budgets of issue 2.
 * Issue 4's integrity and speed of ordering (orders.ts) come last: they change stock and add accounts.
 */
export const scenarios: Scenario[] = [
  endpointScenario({
    subject: 'GET /api/product/getAllProducts',
    path: () => '/api/product/getAllProducts',
    minRatio: 0.4,
  }),
  endpointScenario({
    subject: 'GET /api/product/getProductById/{id}',
    path: (c) => `/api/product/getProductById/${c.productId}`,
    minRatio: 0.4,
  }),
  endpointScenario({
    subject: 'GET /api/product/getAllCategories',
    path: () => '/api/product/getAllCategories',
    minRatio: 0.4,
  }),
  // For information: what a browser gets (it always asks for compression); no budget of its own.
  endpointScenario({
    subject: 'GET /api/product/getAllProducts, Accept-Encoding: gzip, br',
    path: () => '/api/product/getAllProducts',
    headers: { 'accept-encoding': 'gzip, deflate, br' },
  }),
  ttfbScenario({ subject: 'page /', path: () => '/' }),
  ttfbScenario({ subject: 'page /shop/all', path: () => '/shop/all' }),
  ttfbScenario({
    subject: 'page /ProductDetailsById/{id}',
    path: (c) => `/ProductDetailsById/${c.productId}`,
    maxP50Ms: 30,
  }),
  { ...bundleScenario({ path: '/', subject: 'home page', maxJsKb: 120 }), databaseIndependent: true },
  chatScenario,
  ...orderScenarios,
];
