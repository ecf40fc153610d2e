import { ApplyPromoSchema, PromoResponseSchema, promoAppliedMessage } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CartService } from '../cart/index.ts';
import type { PromoService } from './promo.service.ts';

/** POST /promo/apply: checks a code for the signed-in shopper and prices their cart with it. */
export const promoRoutes: FastifyPluginAsyncZod<{
  ctx: { database: Database; cart: CartService; promo: PromoService };
}> = async (app, { ctx }) => {
  app.post(
    '/apply',
    {
      preHandler: requireUser,
      schema: {
        tags: ['promo'],
        summary: 'Check a promo code (does not reserve it; the order checks it again)',
        security: bearerSecurity,
        body: ApplyPromoSchema,
        response: { 200: PromoResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => {
      const userId = request.user!.id;
      const promo = await ctx.promo.check(ctx.database.db, request.body.code, userId);
      const { totals } = await ctx.cart.view(userId, promo);
      return {
        success: true as const,
        code: promo.code,
        discount: promo.percent,
        message: promoAppliedMessage(promo.code, promo.percent),
        totals,
      };
    },
  );
};
