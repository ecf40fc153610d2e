import { AdminStorefrontResponseSchema, StorefrontResponseSchema, StorefrontSaveSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import { sendCached } from '../catalog/index.ts';
import type { StorefrontService } from './storefront.service.ts';

type Options = { ctx: { storefront: StorefrontService } };

/** GET /api/storefront: the home and landing pages' marketing, live now, from the catalogue's cache. */
export const storefrontRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx }) => {
  app.get(
    '/storefront',
    {
      schema: {
        tags: ['storefront'],
        summary:
          'The banner slides showing today (India days), marquee, testimonials, featured tabs, the best seller countdown if not over, the landing offer',
        response: { 200: StorefrontResponseSchema, ...errorResponses() },
      },
    },
    async (request, reply) => sendCached(request, reply, await ctx.storefront.live()),
  );
};

/** /api/admin/storefront: the owner's whole document, read and saved (docs/decisions/0030). */
export const storefrontAdminRoutes: FastifyPluginAsyncZod<Options> = async (app, { ctx }) => {
  adminOnly(app);
  const tags = ['admin: storefront'];

  app.get(
    '/storefront',
    {
      schema: {
        tags,
        summary: 'The storefront document as saved, every slide whatever its dates',
        security,
        response: { 200: AdminStorefrontResponseSchema, ...errors() },
      },
    },
    async () => ({ storefront: await ctx.storefront.get() }),
  );

  app.put(
    '/storefront',
    {
      schema: {
        tags,
        summary:
          'Save the whole storefront document from the version read (409 with the current one if it changed meanwhile); shows at once',
        security,
        body: StorefrontSaveSchema,
        response: { 200: AdminStorefrontResponseSchema, ...staleErrors(400) },
      },
    },
    async (request) => ({ storefront: await ctx.storefront.save(actor(request), request.body) }),
  );
};
