import { AddToCartSchema, CartProductParamsSchema, CartResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { CartService } from './cart.service.ts';

/** docs/PRODUCT.md §7's cart calls, for the signed-in shopper's own cart only; every answer is `{ items, ... }`. */
export const cartRoutes: FastifyPluginAsyncZod<{ ctx: { cart: CartService } }> = async (app, { ctx }) => {
  const { cart } = ctx;
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
    async (request) => cart.add(request.user!.id, request.body),
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
