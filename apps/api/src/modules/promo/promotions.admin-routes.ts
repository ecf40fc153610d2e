import {
  AdminIdParamsSchema,
  AdminPromotionCreateSchema,
  AdminPromotionListSchema,
  AdminPromotionPatchSchema,
  AdminPromotionResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor, errors, security, staleErrors } from '../admin/index.ts';
import type { PromotionsAdmin } from './promotions.admin.ts';

const tags = ['admin: promotions'];

/**
 * Promotions (docs/decisions/0034-promotion-engine.md) at /api/admin/promotions, registered inside the
 * promo codes' admin plugin, behind its admin guard.
 */
export const promotionsAdminRoutes: FastifyPluginAsyncZod<{ promotions: PromotionsAdmin }> = async (
  app,
  { promotions },
) => {
  app.get(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Every promotion, with or without a code, and how often it was used',
        security,
        response: { 200: AdminPromotionListSchema, ...errors() },
      },
    },
    async () => ({ promotions: await promotions.list() }),
  );

  app.post(
    '/promotions',
    {
      schema: {
        tags,
        summary: 'Create a promotion (400 naming the field at fault, nothing saved)',
        security,
        body: AdminPromotionCreateSchema,
        response: { 201: AdminPromotionResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ promotion: await promotions.create(actor(request), request.body) }),
  );

  app.patch(
    '/promotions/:id',
    {
      schema: {
        tags,
        summary: 'Edit a promotion from the version read (its code never changes)',
        security,
        params: AdminIdParamsSchema,
        body: AdminPromotionPatchSchema,
        response: { 200: AdminPromotionResponseSchema, ...staleErrors(400, 404) },
      },
    },
    async (request) => ({
      promotion: await promotions.update(actor(request), request.params.id, request.body),
    }),
  );
};
