import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { CartService } from '../cart/cart.service.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { MailService } from '../mail/mail.service.ts';
import { PaymentsService } from '../payments/payments.service.ts';
import { createPaymentProvider } from '../payments/providers.ts';
import { PromoService } from '../promo/promo.service.ts';
import { OrdersService } from './orders.service.ts';

export interface Commerce {
  cart: CartService;
  promo: PromoService;
  orders: OrdersService;
  payments: PaymentsService;
}

/** The cart, promo, orders and payments services, wired once per API instance. */
export async function createCommerce(options: {
  db: Db;
  config: Config;
  clock: Clock;
  catalog: CatalogService;
  mail: MailService;
  log: FastifyBaseLogger;
}): Promise<Commerce> {
  const { db, clock, config, catalog, mail, log } = options;
  const cart = new CartService({ db, clock });
  const promo = new PromoService({ db, clock });
  const orders = new OrdersService({ db, config, clock, cart, promo, mail, catalog });
  const provider = await createPaymentProvider(config, db);
  if (!provider) {
    log.warn(
      'Online payment is off: no Razorpay keys, and PAYMENTS_SANDBOX is not true in production. ' +
        'The shop offers Cash on Delivery only.',
    );
  }
  const payments = new PaymentsService({ db, config, clock, provider, cart, promo, orders, mail, log });
  return { cart, promo, orders, payments };
}
