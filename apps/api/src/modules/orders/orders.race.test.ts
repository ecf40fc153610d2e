import { eq, type SQL, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { cartItems, orderItems, orders, products } from '../../db/schema/index.ts';
import { silentLog } from '../accounts/accounts.fixtures.ts';
import { type MailMessage, MailService, type Writer } from '../mail/mail.service.ts';
import { createTransport } from '../mail/mail.transport.ts';
import { address, addToCart, call, product, shopper, startShop, type TestApi } from './orders.fixtures.ts';

let database: Database;
let api: TestApi;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const BUYERS = 40;
const STOCK = 5;

describe('the stock race', () => {
  it(`${BUYERS} shoppers check out at once for a product with stock ${STOCK}: exactly ${STOCK} orders, stock 0`, {
    timeout: 180_000,
  }, async () => {
    const item = await product(database, { name: 'Shilajit Resin', stock: STOCK });
    const buyers = await Promise.all(Array.from({ length: BUYERS }, () => shopper(database)));
    for (const buyer of buyers) await addToCart(api.app, buyer.token, item.id, 1);

    const responses = await Promise.all(
      buyers.map((buyer) =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    );
    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(STOCK);
    expect(statuses.filter((status) => status === 409)).toHaveLength(BUYERS - STOCK);
    for (const response of responses.filter((candidate) => candidate.statusCode === 409)) {
      expect(response.json()).toMatchObject({
        code: 'OUT_OF_STOCK',
        message: 'Shilajit Resin is out of stock',
      });
    }

    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, item.id));
    expect(row!.stock).toBe(0);
    const lines = await database.db.select().from(orderItems).where(eq(orderItems.productId, item.id));
    expect(lines).toHaveLength(STOCK);
    const placed = await database.db.select().from(orders);
    expect(placed).toHaveLength(STOCK);
    // The invoice series stays gap-free under the race: the five numbers are consecutive.
    const numbers = placed.map((order) => Number(order.invoiceNumber!.split('/')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual([1, 2, 3, 4, 5]);
  });

  it('one shopper pressing Cash on Delivery twice at once gets one order', async () => {
    const buyer = await shopper(database);
    const item = await product(database, { stock: 10 });
    await addToCart(api.app, buyer.token, item.id, 2);
    const responses = await Promise.all(
      [1, 2, 3].map(() =>
        call(api.app, 'POST', '/order/createOrder', buyer.token, { shippingAddress: address() }),
      ),
    );
    expect(responses.map((response) => response.statusCode).sort()).toEqual([200, 409, 409]);
    expect(
      responses
        .filter((response) => response.statusCode === 409)
        .every((response) => response.json().code === 'CART_EMPTY'),
    ).toBe(true);
    const [row] = await database.db
      .select({ stock: products.stock })
      .from(products)
      .where(eq(products.id, item.id));
    expect(row!.stock).toBe(8);
  });
});

/**
 * An outbox that fails when asked to write: the order's very last write. Checkout writes its e-mail
 * in the statement that records the order, so the database refuses that whole statement.
 */
class BrokenOutbox extends MailService {
  override async enqueue(_writer: Writer, _message: MailMessage): Promise<string> {
    throw new Error('outbox unavailable');
  }
  override enqueueStatement(_message: MailMessage): SQL {
    return sql`INSERT INTO outbox (id) VALUES (NULL)`;
  }
}

describe('nothing half-written', () => {
  it('rolls back the stock, the order, its lines, the invoice number and the cart when the last step fails', async () => {
    const broken = await startShop(
      database,
      {},
      {
        mail: new BrokenOutbox({
          db: database.db,
          clock: () => new Date(),
          transport: createTransport(api.config),
          log: silentLog,
        }),
      },
    );
    try {
      const buyer = await shopper(database);
      const first = await product(database, { stock: 6 });
      const second = await product(database, { stock: 6 });
      await addToCart(broken.app, buyer.token, first.id, 2);
      await addToCart(broken.app, buyer.token, second.id, 3);
      const [before] = await database.query<{ last: number }>(
        'SELECT coalesce(max(last), 0) AS last FROM invoice_counters',
      );

      const response = await call(broken.app, 'POST', '/order/createOrder', buyer.token, {
        shippingAddress: address(),
      });
      expect(response.statusCode).toBe(500);
      expect(response.json()).toMatchObject({
        code: 'INTERNAL',
        message: 'Something went wrong on our side. Please try again.',
      });

      const stock = await database.db.select({ id: products.id, stock: products.stock }).from(products);
      expect(stock.find((row) => row.id === first.id)!.stock).toBe(6);
      expect(stock.find((row) => row.id === second.id)!.stock).toBe(6);
      expect(await database.db.select().from(orders).where(eq(orders.userId, buyer.id))).toEqual([]);
      expect(await database.db.select().from(orderItems).where(eq(orderItems.productId, first.id))).toEqual(
        [],
      );
      expect(await database.db.select().from(cartItems).where(eq(cartItems.userId, buyer.id))).toHaveLength(
        2,
      );
      const [after] = await database.query<{ last: number }>(
        'SELECT coalesce(max(last), 0) AS last FROM invoice_counters',
      );
      expect(after!.last).toBe(before!.last);
    } finally {
      await broken.close();
    }
  });
});
