import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createProduct, createSignedInUser, type ProductInput } from '../../../test/factories.ts';
import type { ApiOptions } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';

/** The API for cart, order and payment tests: a movable clock, and no global rate limit in the way. */
export function startShop(
  database: Database,
  env: Record<string, string> = {},
  options: Partial<ApiOptions> = {},
): Promise<TestApi> {
  return startApi(database, { RATE_LIMIT_MAX: '1000000', ...env }, options);
}

export const shopper = (database: Database) => createSignedInUser(database);
export const admin = (database: Database) => createSignedInUser(database, { role: 'admin' });

export const product = (database: Database, input: ProductInput = {}) => createProduct(database, input);

type Method = 'GET' | 'POST' | 'DELETE';

/** A JSON call as a signed-in shopper (or anonymously without a token). */
export function call(
  app: FastifyInstance,
  method: Method,
  url: string,
  token?: string,
  payload?: unknown,
): Promise<LightMyRequestResponse> {
  return app.inject({
    method,
    url: `/api${url}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
}

/** A valid checkout address in Karnataka (the seller's state) unless overridden. */
export function address(overrides: Record<string, unknown> = {}) {
  return {
    name: 'Meera Iyer',
    email: 'meera.iyer@example.in',
    phone: '98765 43210',
    address: '221 Residency Road, Ashok Nagar',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560025',
    ...overrides,
  };
}

export async function addToCart(app: FastifyInstance, token: string, productId: string, quantity = 1) {
  const response = await call(app, 'POST', '/cart/addToCart', token, {
    productId,
    quantity,
    price: 1,
    discountPrice: 1,
  });
  if (response.statusCode !== 200) throw new Error(`addToCart failed: ${response.body}`);
  return response.json();
}

/** Places a Cash on Delivery order of what is in the cart; throws unless it worked. */
export async function placeCodOrder(app: FastifyInstance, token: string, body: Record<string, unknown> = {}) {
  const response = await call(app, 'POST', '/order/createOrder', token, {
    shippingAddress: address(),
    ...body,
  });
  if (response.statusCode !== 200) throw new Error(`createOrder failed: ${response.body}`);
  return response.json().order;
}

/**
 * The text drawn in an uncompressed pdfkit PDF: its standard fonts write each run as hex strings
 * inside TJ arrays, which this decodes and joins (one line per run).
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const runs: string[] = [];
  for (const match of source.matchAll(/\[([^\]]*)\]\s*TJ/g)) {
    const hex = [...match[1]!.matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('');
    runs.push(Buffer.from(hex, 'hex').toString('latin1'));
  }
  return runs.join('\n');
}

export type { TestApi };
