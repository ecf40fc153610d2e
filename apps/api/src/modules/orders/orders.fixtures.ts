import { createRequire } from 'node:module';
import { dirname } from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

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

/** A new shopper's Cash on Delivery order of two ₹500 jars (the admin's order, refund and dashboard tests). */
export async function codOrderFor(
  app: FastifyInstance,
  database: Database,
  options: { phone?: string; name?: string } = {},
) {
  const buyer = await shopper(database);
  const item = await product(database, { pricePaise: 50000, discountPricePaise: null, stock: 10 });
  await addToCart(app, buyer.token, item.id, 2);
  const order = await placeCodOrder(app, buyer.token, {
    shippingAddress: {
      name: options.name ?? 'Meera Iyer',
      email: buyer.email,
      phone: options.phone ?? '98765 43210',
      address: '221 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      pincode: '560025',
    },
  });
  return { buyer, order };
}

/** One line of a cart a fixture fills: a fresh product (defaults from the factory) and how many. */
export interface CartLineInput {
  product?: ProductInput;
  quantity?: number;
}

/** A signed-in customer with fresh products in the cart (one of one product unless `lines` says). */
export async function customerWithCart(
  app: FastifyInstance,
  database: Database,
  lines: CartLineInput[] = [{}],
) {
  const customer = await shopper(database);
  const products = [];
  for (const line of lines) {
    const item = await product(database, line.product);
    await addToCart(app, customer.token, item.id, line.quantity ?? 1);
    products.push(item);
  }
  return { customer, products };
}

/**
 * The starting point of the order, payment, promo and invoice tests: a signed-in customer who bought
 * the `lines` by Cash on Delivery, with `order` added to the createOrder payload (an address, a code).
 */
export async function customerWithOrder(
  app: FastifyInstance,
  database: Database,
  options: { lines?: CartLineInput[]; order?: Record<string, unknown> } = {},
) {
  const { customer, products } = await customerWithCart(app, database, options.lines);
  const order = await placeCodOrder(app, customer.token, options.order);
  return { customer, products, order };
}

/** pdf.js's copies of the 14 standard PDF fonts (the invoice uses Helvetica), read from disk in Node. */
const standardFontDataUrl = `${dirname(createRequire(import.meta.url).resolve('pdfjs-dist/package.json'))}/standard_fonts/`;

/** The text of a PDF as a reader extracts it (pdf.js), one line per text run, pages in order. */
export async function pdfText(pdf: Buffer): Promise<string> {
  const document = await getDocument({ data: new Uint8Array(pdf), standardFontDataUrl }).promise;
  const lines: string[] = [];
  for (let number = 1; number <= document.numPages; number++) {
    const content = await (await document.getPage(number)).getTextContent();
    for (const item of content.items) if ('str' in item && item.str.trim()) lines.push(item.str);
  }
  await document.destroy();
  return lines.join('\n');
}

export type { TestApi };
