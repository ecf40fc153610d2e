import {
  AdminAuditListSchema,
  AdminAuditQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerPatchSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  type AdminDashboard,
  AdminDashboardSchema,
  AdminIdParamsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listAudit } from './audit.ts';
import type { AdminCustomers } from './customers.ts';
import { actor, errors, security } from './routes.shared.ts';

/**
 * What belongs to no one capability (docs/PRODUCT.md, Admin console): the dashboard, customers and their
 * roles, and the audit log. Each capability's own admin routes live in its module.
 */
export const adminConsoleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  customers: AdminCustomers;
  dashboard: () => Promise<AdminDashboard>;
}> = async (app, { db, customers, dashboard }) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['admin: orders'],
        summary:
          "Orders and revenue today and over 30 days, counts by status, sales by day, low stock, shoppers' Core Web Vitals (p75, 28 days)",
        security,
        response: { 200: AdminDashboardSchema, ...errors() },
      },
    },
    async () => dashboard(),
  );

  app.get(
    '/customers',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Accounts by name, e-mail or phone, each with its number of orders',
        security,
        querystring: AdminCustomerQuerySchema,
        response: { 200: AdminCustomerListSchema, ...errors(400) },
      },
    },
    async (request) => customers.list(request.query),
  );

  app.patch(
    '/customers/:id',
    {
      schema: {
        tags: ['admin: customers'],
        summary: 'Make an account an admin or a customer (never the last admin)',
        security,
        params: AdminIdParamsSchema,
        body: AdminCustomerPatchSchema,
        response: { 200: z.object({ customer: AdminCustomerSchema }), ...errors(400, 404, 409) },
      },
    },
    async (request) => ({
      customer: await customers.setRole(actor(request), request.params.id, request.body.role),
    }),
  );

  app.get(
    '/audit-log',
    {
      schema: {
        tags: ['admin: audit'],
        summary: 'Every admin change, newest first: who, what, when, before and after',
        security,
        querystring: AdminAuditQuerySchema,
        response: { 200: AdminAuditListSchema, ...errors(400) },
      },
    },
    async (request) => listAudit(db, request.query),
  );
};
