import type { AdminOrderSummary, ExpiringBatch, WebPerformance } from '@shop/shared';
import type { FastifyPluginAsync } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { named } from '../../lib/plugin-name.ts';
import { adminConsoleRoutes } from './console.routes.ts';
import { AdminCustomers } from './customers.ts';
import { dashboard } from './dashboard.ts';
import { adminOnly } from './routes.shared.ts';

/**
 * What the admin console has that belongs to no one capability (docs/decisions/0014): the dashboard,
 * customers' roles and the audit log. Each capability's admin services and routes live in its own
 * module and use this module's plumbing below; so that they can, this module imports none of them.
 */
export interface AdminConsole {
  db: Db;
  customers: AdminCustomers;
  dashboard: () => ReturnType<typeof dashboard>;
}

export function createAdminConsole(deps: {
  db: Db;
  clock: Clock;
  /** The dashboard's newest orders, from the orders module's admin side. */
  latestOrders: (limit: number) => Promise<AdminOrderSummary[]>;
  /** Shoppers' Core Web Vitals over the last 28 days, from the web-vitals module. */
  webPerformance: () => Promise<WebPerformance>;
  /** Batches whose best-before day is within 60 days, from the batches module (ADR 0036). */
  expiringBatches: () => Promise<ExpiringBatch[]>;
  /** Sessions ended or rights changed (accounts' `accessChanged`): streams of the account close. */
  accessChanged: (change: { userId: string }) => Promise<void>;
  /** The accounts module's write of a role. */
  changeRole: ConstructorParameters<typeof AdminCustomers>[0]['changeRole'];
}): AdminConsole {
  const { db, clock } = deps;
  return {
    db,
    customers: new AdminCustomers({
      db,
      clock,
      accessChanged: deps.accessChanged,
      changeRole: deps.changeRole,
    }),
    dashboard: () =>
      dashboard({
        db,
        clock,
        latestOrders: deps.latestOrders,
        webPerformance: deps.webPerformance,
        expiringBatches: deps.expiringBatches,
      }),
  };
}

/** The dashboard, customers and the audit log, mounted at /api/admin behind the admin guard. */
export const adminRoutes: FastifyPluginAsync<{ ctx: { adminConsole: AdminConsole } }> = async (
  app,
  { ctx },
) => {
  const admin = ctx.adminConsole;
  adminOnly(app);
  await app.register(named(adminConsoleRoutes), {
    db: admin.db,
    customers: admin.customers,
    dashboard: admin.dashboard,
  });
};

/**
 * The plumbing every admin route plugin shares, wherever it lives: the guard, the audit writer (in the
 * transaction of the change), the OpenAPI error responses (a stale versioned save answers 409 with the
 * current values) and the signed-in admin as the audit's actor.
 */
export { type AdminActor, recordAudit } from './audit.ts';
export { actor, adminOnly, errors, security, staleErrors } from './routes.shared.ts';
