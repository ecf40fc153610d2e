import { eq } from 'drizzle-orm';
import type { ApiOptions } from '../../app.ts';
import type { Database } from '../../db/client.ts';
import { orders, shipmentEvents, shipments } from '../../db/schema/index.ts';
import { mailsTo } from '../accounts/accounts.fixtures.ts';
import {
  addToCart,
  type call,
  placeCodOrder,
  product,
  shopper,
  startShop,
} from '../orders/orders.fixtures.ts';
import type { ShippingWorker } from './shipping.worker.ts';

/** The API with its shipping worker handed out, and no Cash on Delivery limits in the way of many orders. */
export async function startShippingShop(database: Database, env: Record<string, string> = {}) {
  let worker: ShippingWorker | undefined;
  const options: Partial<ApiOptions> = {
    onShippingWorker: (handed) => {
      worker = handed;
    },
  };
  const api = await startShop(
    database,
    { COD_MAX_OPEN_ORDERS: '100000', COD_MAX_OPEN_VALUE: '100000000', ...env },
    options,
  );
  return { ...api, shippingWorker: worker! };
}

/** A new shopper with `count` Cash on Delivery orders of one ₹500 jar each, placed one after another. */
export async function codOrders(app: Parameters<typeof call>[0], database: Database, count = 1) {
  const buyer = await shopper(database);
  const item = await product(database, { pricePaise: 50000, discountPricePaise: null, stock: count + 5 });
  const placed = [];
  for (let index = 0; index < count; index++) {
    await addToCart(app, buyer.token, item.id, 1);
    placed.push(
      await placeCodOrder(app, buyer.token, {
        shippingAddress: {
          name: 'Meera Iyer',
          email: buyer.email,
          phone: '98765 43210',
          address: '221 Residency Road',
          city: 'Bengaluru',
          state: 'Karnataka',
          pincode: '560025',
        },
      }),
    );
  }
  return { buyer, item, orders: placed as { _id: string }[] };
}

export async function shipmentOf(database: Database, orderId: string) {
  const [row] = await database.db.select().from(shipments).where(eq(shipments.orderId, orderId));
  return row;
}

export async function orderRow(database: Database, orderId: string) {
  const [row] = await database.db.select().from(orders).where(eq(orders.id, orderId));
  return row!;
}

export async function eventsOf(database: Database, shipmentId: string) {
  return database.db.select().from(shipmentEvents).where(eq(shipmentEvents.shipmentId, shipmentId));
}

/** The subjects of the e-mails to an address that mention `words`. */
export async function subjectsTo(database: Database, email: string, words: string) {
  return (await mailsTo(database, email))
    .map((mail) => mail.subject)
    .filter((subject) => subject.includes(words));
}
