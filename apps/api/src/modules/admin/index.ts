import type { FastifyPluginAsync } from 'fastify';
import type { ApiContext } from '../../context.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { adminCatalogRoutes } from './catalog.routes.ts';
import { AdminCategories } from './categories.ts';
import { AdminCustomers } from './customers.ts';
import { dashboard } from './dashboard.ts';
import { adminOrdersRoutes } from './orders.routes.ts';
import { AdminOrders } from './orders.ts';
import { adminPeopleRoutes } from './people.routes.ts';
import { AdminProducts } from './products.ts';
import { AdminPromoCodes } from './promo-codes.ts';

/**
 * The admin console's API, mounted at /api/admin. One onRequest guard covers every route here, before
 * the body is even read: a visitor gets 401, a customer 403 (admin-routes.test.ts walks the route table).
 */
export const adminRoutes: FastifyPluginAsync<{ ctx: ApiContext }> = async (app, { ctx }) => {
  const { db } = ctx.database;
  const { clock } = ctx;
  const catalogChanged = () => ctx.catalog.changed();
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });
  await app.register(adminCatalogRoutes, {
    products: new AdminProducts({ db, clock, uploadsDir: ctx.config.uploadsDir, catalogChanged }),
    categories: new AdminCategories({ db, catalogChanged }),
  });
  await app.register(adminOrdersRoutes, {
    orders: new AdminOrders({ db, clock, orders: ctx.orders }),
    dashboard: () => dashboard({ db, clock }),
  });
  await app.register(adminPeopleRoutes, {
    db,
    promoCodes: new AdminPromoCodes({ db }),
    customers: new AdminCustomers({ db, clock }),
  });
};
