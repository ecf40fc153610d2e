import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import type { Clock } from './lib/clock.ts';
import type { Accounts } from './modules/accounts/accounts.ts';
import type { CartService } from './modules/cart/cart.service.ts';
import type { CatalogService } from './modules/catalog/catalog.service.ts';
import type { MailService } from './modules/mail/mail.service.ts';
import type { OrdersService } from './modules/orders/orders.service.ts';
import type { PaymentsService } from './modules/payments/payments.service.ts';
import type { PromoService } from './modules/promo/promo.service.ts';

/** What every module is given: explicit dependencies instead of globals. */
export interface ApiContext {
  config: Config;
  database: Database;
  clock: Clock;
  catalog: CatalogService;
  /** The e-mail outbox: `enqueue(tx, message)` inside the transaction that causes the mail. */
  mail: MailService;
  accounts: Accounts;
  cart: CartService;
  promo: PromoService;
  orders: OrdersService;
  payments: PaymentsService;
}
