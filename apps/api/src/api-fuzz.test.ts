import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database.ts';
import { createCategory, createProduct, createSignedInUser, type SignedInUser } from '../test/factories.ts';
import {
  bodyFor,
  type Dictionary,
  encode,
  nastyText,
  type Operation,
  operationsOf,
  pathValueFor,
  valueFor,
} from '../test/fuzz-requests.ts';
import { buildApi } from './app.ts';
import { testConfig } from './config.ts';
import type { Database } from './db/client.ts';
import { bundleItems, bundles, productBatches, sessions } from './db/schema/index.ts';
import { seedPromoCodes } from './db/seed/promo-codes.ts';

/**
 * Every operation of the app's own OpenAPI document, as a visitor, a customer and an admin, gets
 * FUZZ_RUNS generated requests (default 200 each) over real HTTP: bodies from the schema with fields
 * dropped or of the wrong type, huge and control-character text, emoji, prototype-pollution keys,
 * malformed JSON, odd path ids. No answer may be a 5xx or a dropped connection, and every answer is
 * JSON (2xx PDFs and images excepted). FUZZ_RUNS=2000 runs a longer hunt (README, Developing).
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 200);
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;

let database: Database;
let app: FastifyInstance;
let baseUrl: string;
let operations: Operation[];
const users = {} as Record<'customer' | 'admin', SignedInUser>;
const dictionary: Dictionary = {};

/** Requests after which a session may be gone (logged out, password changed, account deleted). */
const endsSessions = /logout|changePassword|resetPassword|deleteAccount/;
const liveTokens: Partial<Record<'customer' | 'admin', string>> = {};

/** The role's session token; a new one after an operation that may have ended it. */
async function tokenFor(
  role: 'visitor' | 'customer' | 'admin',
  operation: Operation,
): Promise<string | null> {
  if (role === 'visitor') return null;
  const live = liveTokens[role];
  if (live && !endsSessions.test(operation.path)) return live;
  const token = randomBytes(32).toString('base64url');
  await database.db.insert(sessions).values({
    userId: users[role].id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    purpose: 'session',
    expiresAt: new Date(Date.now() + 3600_000),
    lastSeenAt: new Date(),
  });
  liveTokens[role] = token;
  return token;
}

beforeAll(async () => {
  database = await createTestDatabase();
  await seedPromoCodes(database.db);
  app = await buildApi({ config: testConfig({ RATE_LIMIT_MAX: '100000000' }), database });
  baseUrl = await app.listen({ host: '127.0.0.1', port: 0 });
  const herbs = await createCategory(database, 'Ayurvedic Herbs');
  const products = await Promise.all([
    createProduct(database, { name: 'Tulsi Drops', stock: 100_000, categoryIds: [herbs.id] }),
    createProduct(database, { name: 'Brahmi Tablets', stock: 0, categoryIds: [herbs.id] }),
  ]);
  // A bundle of both (docs/PRODUCT.md, Bundles): its id reaches the bundle, cart and admin routes.
  const [bundle] = await database.db
    .insert(bundles)
    .values({ slug: 'fuzz-kit', name: 'Fuzz Kit', pricePaise: 50000 })
    .returning();
  await database.db.insert(bundleItems).values(
    products.map((product, position) => ({
      bundleId: bundle!.id,
      variantId: product.id,
      quantity: 1,
      position,
    })),
  );
  // A batch of the first (ADR 0036): its id reaches the routes that correct and delete one.
  const [batch] = await database.db
    .insert(productBatches)
    .values({
      productId: products[0].id,
      variantId: products[0].id,
      batch: 'FZ-1',
      bestBefore: '2099-12-31',
      quantityReceived: 10,
      quantityLeft: 10,
      receivedAt: new Date(),
    })
    .returning();
  users.customer = await createSignedInUser(database, { email: 'fuzz.customer@example.in' });
  users.admin = await createSignedInUser(database, { role: 'admin', email: 'fuzz.admin@example.in' });
  const bearer = { authorization: `Bearer ${users.customer.token}`, 'content-type': 'application/json' };
  const address = {
    name: 'Meera Iyer',
    email: 'fuzz.customer@example.in',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
  };
  const post = (path: string, body: unknown) =>
    fetch(`${baseUrl}/api${path}`, { method: 'POST', headers: bearer, body: JSON.stringify(body) }).then(
      (response) => response.json() as Promise<Record<string, { _id?: string; id?: string }>>,
    );
  await post('/cart/addToCart', { productId: products[0].id, quantity: 2, mode: 'add' });
  const order = await post('/order/createOrder', { shippingAddress: address });
  await post('/cart/addToCart', { productId: products[0].id, quantity: 1, mode: 'add' });
  const payment = await post('/payment/checkout', { shippingAddress: address });
  Object.assign(dictionary, {
    id: [order.order?._id, products[0].id, payment.order?.id, bundle!.id, bundle!.slug],
    bundleId: [bundle!.id],
    batchId: [batch!.id],
    productId: products.map((product) => product.id),
    userId: [users.customer.id, users.admin.id],
    razorpay_order_id: [payment.order?.id],
    razorpay_payment_id: ['pay_AAAAAAAAAAAAAA'],
    razorpay_signature: ['0'.repeat(64)],
    email: ['fuzz.customer@example.in', 'fuzz.admin@example.in', 'new.person@example.in'],
    password: ['green-tea-2024'],
    currentPassword: ['green-tea-2024'],
    newPassword: ['green-tea-2025'],
    otp: ['123456'],
    phone: ['9876543210', '+91 98765 43210'],
    firstName: ['Meera'],
    lastName: ['Iyer'],
    userName: ['meera.fuzz'],
    code: ['AYUR10', 'FREEDOM100', 'ayur10'],
    couponCode: ['AYUR10', 'FREEDOM100', null],
    category: ['Ayurvedic Herbs', 'all'],
    q: ['tulsi', 'brahmi'],
    quantity: [1, 2, 0, -1],
    // A product's batches (ADR 0036): its default variant, a fresh and a past best-before day.
    variantId: [products[0].id, products[1].id],
    batch: ['TD-2611', ''],
    bestBefore: ['2099-12-31', '2020-01-01', '2027-02-30'],
    shippingAddress: [address],
    ...Object.fromEntries(Object.entries(address).map(([key, value]) => [key, [value]])),
  });
  const document = (await (await fetch(`${baseUrl}/api/openapi.json`)).json()) as Parameters<
    typeof operationsOf
  >[0];
  // Operations that may end the session or the account (deleteAccount) go last: otherwise every
  // "customer" request after them would really be a stranger's, answered 401 before any validation.
  const all = operationsOf(document);
  operations = [
    ...all.filter((operation) => !endsSessions.test(operation.path)),
    ...all.filter((operation) => endsSessions.test(operation.path)),
  ];
});

afterAll(async () => {
  await app?.close();
  await database?.close();
});

interface FuzzRequest {
  path: Record<string, string>;
  query: [string, unknown][];
  headers: Record<string, string>;
  body: { text: string; type: string } | null;
}

/** Requests for one operation: its parameters and body from the document, mutated as above. */
function requestsFor(operation: Operation): fc.Arbitrary<FuzzRequest> {
  const param = (where: string) => operation.parameters.filter((parameter) => parameter.in === where);
  const path = fc.record(
    Object.fromEntries(
      param('path').map((parameter) => [parameter.name, pathValueFor(parameter.name, dictionary)]),
    ),
  ) as fc.Arbitrary<Record<string, string>>;
  const query = fc.array(
    fc.oneof(
      ...param('query').map((parameter) =>
        valueFor(parameter.schema, parameter.name, dictionary).map(
          (value) => [parameter.name, value] as [string, unknown],
        ),
      ),
      nastyText.map((text) => [text, text] as [string, unknown]),
    ),
    { maxLength: 4 },
  );
  const headers = fc.record(
    Object.fromEntries(
      param('header').map((parameter) => [
        parameter.name,
        fc.string({ unit: 'grapheme-ascii', maxLength: 80 }),
      ]),
    ),
    { requiredKeys: [] },
  ) as fc.Arbitrary<Record<string, string>>;
  const json = bodyFor(operation.body, dictionary).map((text) => ({ text, type: 'application/json' }));
  const other = fc.record({
    text: fc.oneof(
      fc.string({ unit: 'binary', maxLength: 200 }),
      fc.constantFrom('a=1&b=2', '--x\r\n\r\n--x--'),
    ),
    type: fc.constantFrom(
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data',
      'application/xml',
    ),
  });
  const multipart = fc
    .tuple(fc.constantFrom('file', 'image', ''), fc.uint8Array({ maxLength: 300 }))
    .map(([field, bytes]) => ({
      text: `--fuzz\r\nContent-Disposition: form-data; name="${field}"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n${Buffer.from(bytes).toString('latin1')}\r\n--fuzz--\r\n`,
      type: 'multipart/form-data; boundary=fuzz',
    }));
  const body = ['GET', 'HEAD'].includes(operation.method)
    ? fc.constant(null)
    : operation.multipart
      ? fc.oneof(
          { weight: 4, arbitrary: multipart },
          { weight: 1, arbitrary: other },
          { weight: 1, arbitrary: json },
        )
      : operation.body
        ? fc.oneof(
            { weight: 8, arbitrary: json },
            { weight: 1, arbitrary: other },
            { weight: 1, arbitrary: fc.constant(null) },
          )
        : fc.option(fc.oneof(json, other), { freq: 4 });
  return fc.record({ path, query, headers, body });
}

function urlOf(operation: Operation, request: FuzzRequest): string {
  const path = operation.path.replace(/\{(\w+)\}/g, (_match, name: string) => request.path[name] ?? 'x');
  // Past 16 KB Node answers 431 before any route; longer addresses only cost time.
  const query = request.query
    .map(
      ([name, value]) =>
        `${encode(name)}=${encode(typeof value === 'string' ? value : (JSON.stringify(value) ?? ''))}`,
    )
    .join('&')
    .slice(0, 20_000);
  return `${baseUrl}/api${path}${query ? `?${query}` : ''}`;
}

/** Sends one request; answers what a reviewer needs to reproduce a failure. */
async function send(operation: Operation, request: FuzzRequest, token: string | null) {
  const url = urlOf(operation, request);
  const headers: Record<string, string> = { ...request.headers, origin: baseUrl };
  if (token) headers.authorization = `Bearer ${token}`;
  if (request.body) headers['content-type'] = request.body.type;
  const described = `${operation.method} ${url.slice(baseUrl.length, baseUrl.length + 300)} body ${request.body?.text.slice(0, 300) ?? '(none)'}`;
  let response: Response;
  try {
    response = await fetch(url, {
      method: operation.method,
      headers,
      body: request.body ? request.body.text : undefined,
      signal: AbortSignal.timeout(15_000),
    });
  } catch (error) {
    throw new Error(`dropped connection on ${described}: ${(error as Error).message}`);
  }
  const type = response.headers.get('content-type') ?? '';
  // A live stream (the chat's Server-Sent Events) never ends: its status and headers are the answer.
  if (response.status < 300 && type.startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, type, text: '', described };
  }
  const text = await response.text();
  return { status: response.status, type, text, described };
}

describe.each(['visitor', 'customer', 'admin'] as const)('every API operation, as the %s', (role) => {
  it('answers generated junk with a 2xx or a 4xx, always JSON, never a 5xx', {
    timeout: 900_000,
  }, async () => {
    /** Answers 401 ("sign in first") before the session-ending operations: a signed-in role gets none. */
    let signedOutAnswers = 0;
    for (const operation of operations) {
      const endsSession = endsSessions.test(operation.path);
      await fc.assert(
        fc.asyncProperty(requestsFor(operation), async (request) => {
          const answer = await send(operation, request, await tokenFor(role, operation));
          expect(answer.status, `${answer.described}\n→ ${answer.text.slice(0, 500)}`).toBeLessThan(500);
          if (answer.status === 401 && !endsSession && answer.text.includes('"UNAUTHENTICATED"')) {
            signedOutAnswers += 1;
          }
          if (answer.status === 304 || answer.status === 204) return;
          const binary =
            answer.status < 300 && operation.successTypes.some((type) => type !== 'application/json');
          const image = answer.status < 300 && operation.path.startsWith('/product/share-image');
          if (binary || image) return;
          expect(answer.type, answer.described).toMatch(/^application\/json/);
          const body = JSON.parse(answer.text) as Record<string, unknown>;
          if (answer.status >= 400) {
            expect(body, answer.described).toMatchObject({
              statusCode: answer.status,
              error: expect.any(String),
              code: expect.any(String),
              message: expect.any(String),
            });
          }
        }),
        { numRuns: RUNS, seed: SEED, endOnFailure: true },
      );
    }
    if (role !== 'visitor') expect(signedOutAnswers).toBe(0);
  });
});

describe('after all that', () => {
  it('no body polluted Object.prototype of the server', () => {
    const plain = {} as Record<string, unknown>;
    expect(plain.role).toBeUndefined();
    expect(plain.isAdmin).toBeUndefined();
  });
});
