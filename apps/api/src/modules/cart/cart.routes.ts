import {
  AddToCartSchema,
  AgeConfirmationResponseSchema,
  CartProductParamsSchema,
  CartResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import { type AgeConfirmations, ageRestrictedComponent, assertAgeConfirmedFor } from './cart.age.ts';
import type { CartService } from './cart.service.ts';

/** docs/PRODUCT.md §7's cart calls, for the signed-in shopper's own cart only; every answer is `{ items, ... }`. */
export const cartRoutes: FastifyPluginAsyncZod<{
  ctx: { cart: CartService; database: Database; accounts: { sessions: AgeConfirmations } };
}> = async (app, { ctx }) => {
  const { cart } = ctx;
  const { db } = ctx.database;
  const ages = ctx.accounts.sessions;
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/getUserCart',
    {
      schema: {
        tags: ['cart'],
        summary: 'The signed-in shopper’s cart, priced from the catalogue',
        security,
        response: { 200: CartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => cart.view(request.user!.id),
  );

  app.post(
    '/addToCart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Add to a line (full form) or set its quantity (short form; below 1 removes it)',
        security,
        body: AddToCartSchema,
        response: { 200: CartResponseSchema, ...errorResponses(400, 401, 404, 409) },
      },
    },
    async (request) => {
      // Age-restricted products only after this session said it is over 18 (removing one needs no ask).
      const { productId, bundleId } = request.body;
      if (bundleId !== undefined) {
        // A bundle with an age-restricted component asks as that product would.
        const restricted = request.body.quantity >= 1 ? await ageRestrictedComponent(db, bundleId) : null;
        if (restricted) await assertAgeConfirmedFor(db, ages, request.authSession!.id, restricted);
        return cart.addBundle(request.user!.id, { ...request.body, bundleId });
      }
      if (request.body.quantity >= 1) {
        await assertAgeConfirmedFor(db, ages, request.authSession!.id, productId!);
      }
      return cart.add(request.user!.id, { ...request.body, productId: productId! });
    },
  );

  app.get(
    '/ageConfirmation',
    {
      schema: {
        tags: ['cart'],
        summary: 'Whether this session confirmed being over 18 (for age-restricted products)',
        security,
        response: { 200: AgeConfirmationResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      ageConfirmed: await ages.ageConfirmed(request.authSession!.id),
    }),
  );

  app.post(
    '/ageConfirmation',
    {
      schema: {
        tags: ['cart'],
        summary: 'The shopper confirms being over 18, for this session (the 18+ gate’s VERIFY AGE)',
        security,
        response: { 200: AgeConfirmationResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await ages.confirmAge(request.authSession!.id);
      return { success: true as const, ageConfirmed: true };
    },
  );

  app.delete(
    '/removeItemFromCart/:productId',
    {
      schema: {
        tags: ['cart'],
        summary: 'Remove one product’s line (answers the cart even when it was not there)',
        security,
        params: CartProductParamsSchema,
        response: { 200: CartResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => cart.remove(request.user!.id, request.params.productId),
  );

  app.delete(
    '/cart',
    {
      schema: {
        tags: ['cart'],
        summary: 'Empty the cart',
        security,
        response: { 200: CartResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => cart.clear(request.user!.id),
  );
};
