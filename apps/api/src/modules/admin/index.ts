import type { FastifyPluginAsync } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { UploadStore } from '../media/index.ts';
import type { OrdersService } from '../orders/index.ts';
import type { RefundsService } from '../refunds/index.ts';
import { adminCatalogRoutes } from './catalog.routes.ts';
import { AdminCategories } from './categories.ts';
import { adminContentRoutes } from './content.routes.ts';
import { AdminContent } from './content.ts';
import { AdminCustomers } from './customers.ts';
import { dashboard } from './dashboard.ts';
import { adminOrdersRoutes } from './orders.routes.ts';
import { AdminOrders } from './orders.ts';
import { adminPeopleRoutes } from './people.routes.ts';
import { AdminProducts } from './products.ts';
import { AdminPromoCodes } from './promo-codes.ts';
import { adminRefundsRoutes } from './refunds.routes.ts';
import { AdminRefunds } from './refunds.ts';

/** The admin console's services (docs/decisions/0014), built once by the composition root. */
export interface AdminConsole {
  db: Db;
  products: AdminProducts;
  categories: AdminCategories;
  orders: AdminOrders;
  refunds: AdminRefunds;
  promoCodes: AdminPromoCodes;
  customers: AdminCustomers;
  content: AdminContent;
  dashboard: () => ReturnType<typeof dashboard>;
}

export function createAdminConsole(deps: {
  db: Db;
  clock: Clock;
  config: Config;
  catalog: CatalogService;
  orders: OrdersService;
  uploads: UploadStore;
  refunds: RefundsService;
  /** Sessions ended or rights changed (accounts' `accessChanged`): streams of the account close. */
  accessChanged: (change: { userId: string }) => Promise<void>;
}): AdminConsole {
  const { db, clock } = deps;
  // Every catalogue change drops the shop's cached catalogue here and, through NOTIFY, on every node.
  const catalogChanged = () => deps.catalog.changed();
  return {
    db,
    products: new AdminProducts({ db, clock, uploads: deps.uploads, catalogChanged }),
    categories: new AdminCategories({ db, catalogChanged }),
    orders: new AdminOrders({ db, clock, orders: deps.orders }),
    refunds: new AdminRefunds(deps.refunds),
    promoCodes: new AdminPromoCodes({ db }),
    customers: new AdminCustomers({ db, clock, accessChanged: deps.accessChanged }),
    content: new AdminContent({ db, clock }),
    dashboard: () => dashboard({ db, clock }),
  };
}

/**
 * The admin console's API, mounted at /api/admin. One onRequest guard covers every route here, before
 * the body is even read: a visitor gets 401, a customer 403 (admin-routes.test.ts walks the route table).
 */
export const adminRoutes: FastifyPluginAsync<{ ctx: { adminConsole: AdminConsole } }> = async (
  app,
  { ctx },
) => {
  const admin = ctx.adminConsole;
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminCatalogRoutes, { products: admin.products, categories: admin.categories });
  await app.register(adminOrdersRoutes, { orders: admin.orders, dashboard: admin.dashboard });
  await app.register(adminRefundsRoutes, { refunds: admin.refunds });
  await app.register(adminPeopleRoutes, {
    db: admin.db,
    promoCodes: admin.promoCodes,
    customers: admin.customers,
  });
  await app.register(adminContentRoutes, { content: admin.content });
};

/** Other modules' admin writes (the blog) go to the same audit log, in their own transaction. */
export { type AdminActor, recordAudit } from './audit.ts';
