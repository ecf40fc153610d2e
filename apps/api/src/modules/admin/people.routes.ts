import {
  AdminAuditListSchema,
  AdminAuditQuerySchema,
  AdminCustomerListSchema,
  AdminCustomerPatchSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  AdminIdParamsSchema,
  AdminPromoCreateSchema,
  AdminPromoListSchema,
  AdminPromoPatchSchema,
  AdminPromoSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { listAudit } from './audit.ts';
import type { AdminCustomers } from './customers.ts';
import type { AdminPromoCodes } from './promo-codes.ts';
import { actor, errors, security, staleErrors } from './routes.shared.ts';

/** Promo codes, customers and the audit log (docs/PRODUCT.md, Admin console). */
export const adminPeopleRoutes: FastifyPluginAsyncZod<{
  db: Db;
  promoCodes: AdminPromoCodes;
  customers: AdminCustomers;
}> = async (app, { db, promoCodes, customers }) => {
  app.get(
    '/promo-codes',
    {
      schema: {
        tags: ['admin: promo codes'],
        summary: 'Every promo code with how often it was used',
        security,
        response: { 200: AdminPromoListSchema, ...errors() },
      },
    },
    async () => ({ promoCodes: await promoCodes.list() }),
  );

  app.post(
    '/promo-codes',
    {
      schema: {
        tags: ['admin: promo codes'],
        summary: 'Create a promo code (stored upper case)',
        security,
        body: AdminPromoCreateSchema,
        response: { 201: z.object({ promoCode: AdminPromoSchema }), ...errors(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ promoCode: await promoCodes.create(actor(request), request.body) }),
  );

  app.patch(
    '/promo-codes/:id',
    {
      schema: {
        tags: ['admin: promo codes'],
        summary: 'Edit or switch a promo code on or off from the version read',
        security,
        params: AdminIdParamsSchema,
        body: AdminPromoPatchSchema,
        response: { 200: z.object({ promoCode: AdminPromoSchema }), ...staleErrors(400, 404) },
      },
    },
    async (request) => ({
      promoCode: await promoCodes.update(actor(request), request.params.id, request.body),
    }),
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
