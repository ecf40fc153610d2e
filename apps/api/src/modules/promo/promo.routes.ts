import { ApplyPromoSchema, PromoResponseSchema, promoAppliedMessage } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CartService } from '../cart/index.ts';

/** POST /promo/apply: checks a code for the signed-in shopper and prices their cart with it. */
export const promoRoutes: FastifyPluginAsyncZod<{
  ctx: { cart: CartService };
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
      const { cart, code, pricing } = await ctx.cart.withCode(request.user!.id, request.body.code);
      const promo = code!;
      const entry = pricing.applied.find((applied) => applied.code === promo.code);
      return {
        success: true as const,
        code: promo.code,
        discount: promo.percent,
        // Percent codes keep docs/PRODUCT.md §8's message; the others name what they give.
        message: promo.percent
          ? promoAppliedMessage(promo.code, promo.percent)
          : `${promo.code} applied! ${entry?.name ?? ''}`.trim(),
        totals: cart.totals,
      };
    },
  );
};
