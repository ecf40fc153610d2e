import {
  AdminIdParamsSchema,
  AdminPromoCreateSchema,
  AdminPromoListSchema,
  AdminPromoPatchSchema,
  AdminPromoSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { named } from '../../lib/plugin-name.ts';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import type { PromoAdmin } from './promo.admin.ts';
import { promotionsAdminRoutes } from './promotions.admin-routes.ts';

/** Promo codes (docs/PRODUCT.md, Admin console), at /api/admin behind the admin guard. */
export const promoAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { promoAdmin: PromoAdmin; catalog: { changed(): Promise<void> } };
}> = async (app, { ctx }) => {
  const promoCodes = ctx.promoAdmin;
  adminOnly(app);
  // A saved code or promotion clears the catalogue's cache here and on every node: the storefront's
  // landing offer is cached there (docs/decisions/0030-storefront-content.md, Served from the catalogue's cache).
  app.addHook('onSend', async (request, reply, payload) => {
    if (request.method !== 'GET' && reply.statusCode < 400) await ctx.catalog.changed();
    return payload;
  });
  // Promotions of every kind (docs/decisions/0034-promotion-engine.md), behind the same guard.
  await app.register(named(promotionsAdminRoutes), { promotions: promoCodes.promotions });

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
};
