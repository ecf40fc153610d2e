import http from 'node:http';
import type { BenchContext, Figure } from '../types.ts';

/** The shop's public API as the order scenarios call it: JSON over a buyer's kept-alive connections. */

const REQUEST_TIMEOUT_MS = 30_000;

/** A signed-in buyer: its session token and the agent of its source address. */
export interface Buyer {
  email: string;
  token: string;
  agent: http.Agent;
}

export interface Answer {
  status: number;
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the shop, read loosely
  json: any;
  ms: number;
}

export interface Product {
  _id: string;
  name: string;
  stock: number;
}

export const shippingAddress = (buyer: Buyer) => ({
  name: 'Bench Buyer',
  email: buyer.email,
  phone: '9876543210',
  address: '12 MG Road',
  city: 'Bengaluru',
  state: 'Karnataka',
  pincode: '560001',
});

/** One JSON call to the shop over a kept-alive connection of `agent` (its source address). */
export function call(
  context: BenchContext,
  agent: http.Agent,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
): Promise<Answer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  const headers: Record<string, string> = { accept: 'application/json' };
  if (payload !== undefined) {
    headers['content-type'] = 'application/json';
    headers['content-length'] = String(Buffer.byteLength(payload));
  }
  if (token) headers.authorization = `Bearer ${token}`;
  return new Promise((resolve, reject) => {
    const start = performance.now();
    const request = http.request(
      new URL(pathname, context.shopUrl),
      { method, agent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          let json: unknown = text;
          try {
            json = text ? JSON.parse(text) : {};
          } catch {
            // not JSON: keep the text for the error message
          }
          resolve({ status: response.statusCode ?? 0, json, ms: performance.now() - start });
        });
        response.on('error', reject);
      },
    );
    request.on('timeout', () =>
      request.destroy(new Error(`${method} ${pathname}: no answer within ${REQUEST_TIMEOUT_MS / 1000} s`)),
    );
    request.on('error', reject);
    request.end(payload);
  });
}

/** Like call(), but a non-2xx answer is an error. */
export async function must(
  context: BenchContext,
  agent: http.Agent,
  method: string,
  pathname: string,
  body?: unknown,
  token?: string,
) {
  const answer = await call(context, agent, method, pathname, body, token);
  if (answer.status < 200 || answer.status >= 300) {
    throw new Error(
      `${method} ${pathname} answered ${answer.status}: ${JSON.stringify(answer.json).slice(0, 300)}`,
    );
  }
  // biome-ignore lint/suspicious/noExplicitAny: JSON from the shop, read loosely
  return answer.json as any;
}

export async function catalogue(context: BenchContext, agent: http.Agent): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; page <= 10; page++) {
    const { products, total } = await must(
      context,
      agent,
      'GET',
      `/api/product/getAllProducts?limit=50&page=${page}`,
    );
    all.push(...(products as Product[]));
    if (products.length === 0 || all.length >= total) break;
  }
  return all;
}

export async function stockOf(context: BenchContext, agent: http.Agent, productId: string): Promise<number> {
  const { product } = await must(context, agent, 'GET', `/api/product/getProductById/${productId}`);
  return (product as Product).stock;
}

export async function emptyCart(context: BenchContext, buyer: Buyer) {
  await must(context, buyer.agent, 'DELETE', '/api/cart/cart', undefined, buyer.token);
}

/** The buyer passes the 18+ gate once, as a shopper does before adding an adults-only product. */
export async function confirmAge(context: BenchContext, buyer: Buyer) {
  await must(context, buyer.agent, 'POST', '/api/cart/ageConfirmation', undefined, buyer.token);
}

export const addToCart = (context: BenchContext, buyer: Buyer, productId: string, quantity: number) =>
  call(
    context,
    buyer.agent,
    'POST',
    '/api/cart/addToCart',
    { productId, quantity, price: 0, discountPrice: 0 },
    buyer.token,
  );

export const createOrder = (context: BenchContext, buyer: Buyer) =>
  call(
    context,
    buyer.agent,
    'POST',
    '/api/order/createOrder',
    { shippingAddress: shippingAddress(buyer) },
    buyer.token,
  );

/** How many orders the buyer's own list holds. */
export async function myOrderCount(context: BenchContext, buyer: Buyer): Promise<number> {
  return (await must(context, buyer.agent, 'GET', '/api/order/getMyOrders', undefined, buyer.token)).orders
    .length as number;
}

/** A figure of one scenario's subject, on the context's database. */
export const figureOf =
  (context: BenchContext, subject: string) =>
  (metric: string, value: number, unit: string, note?: string): Figure => ({
    subject,
    metric,
    value,
    unit,
    target: context.target,
    ...(note ? { note } : {}),
  });
