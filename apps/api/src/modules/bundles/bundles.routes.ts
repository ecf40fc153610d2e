import {
  AdminBundleCreateSchema,
  AdminBundleListSchema,
  AdminBundlePatchSchema,
  AdminBundleQuerySchema,
  AdminBundleResponseSchema,
  AdminIdParamsSchema,
  BundleIdParamsSchema,
  BundleListSchema,
  BundleResponseSchema,
  bundleMessages,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import { notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import { type CatalogService, sendCached } from '../catalog/index.ts';
import type { BundlesAdmin } from './bundles.admin.ts';
import { onSale, readBundles, toBundle } from './bundles.read.ts';

/** Shown in the shop: on sale and every component still sold. */
const shown = sql`${onSale} AND NOT EXISTS (
  SELECT 1 FROM bundle_items bi JOIN product_variants v ON v.id = bi.variant_id JOIN products p ON p.id = v.product_id
  WHERE bi.bundle_id = b.id AND (v.archived_at IS NOT NULL OR p.archived_at IS NOT NULL))`;

/** The shop's bundles (docs/PRODUCT.md, Bundles), cached with the catalogue (every bundle write clears it). */
export const bundlesRoutes: FastifyPluginAsyncZod<{
  ctx: { catalog: CatalogService; database: Database };
}> = async (app, { ctx }) => {
  const { catalog } = ctx;
  const { db } = ctx.database;
  app.get(
    '/',
    {
      schema: {
        tags: ['bundles'],
        summary: 'The bundles on sale, newest first',
        response: { 200: BundleListSchema },
      },
    },
    async (request, reply) => {
      const cached = await catalog.cached('bundles', async () => ({
        success: true,
        bundles: (await readBundles(db, shown)).map(toBundle),
      }));
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/:id',
    {
      schema: {
        tags: ['bundles'],
        summary: 'One bundle by id or slug',
        params: BundleIdParamsSchema,
        response: { 200: BundleResponseSchema, ...errorResponses(400, 404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const cached = await catalog.cached(`bundle:${id}`, async () => {
        const [row] = await readBundles(db, sql`(b.id = ${id} OR b.slug = ${id}) AND ${shown}`);
        if (!row) throw notFound(bundleMessages.notFound, 'BUNDLE_NOT_FOUND');
        return { success: true, bundle: toBundle(row) };
      });
      return sendCached(request, reply, cached);
    },
  );
};

/** The owner's bundles, mounted at /api/admin behind the admin guard. */
export const bundlesAdminRoutes: FastifyPluginAsyncZod<{ ctx: { bundlesAdmin: BundlesAdmin } }> = async (
  app,
  { ctx },
) => {
  const { bundlesAdmin: admin } = ctx;
  const tags = ['admin: bundles'];
  adminOnly(app);

  app.get(
    '/bundles',
    {
      schema: {
        tags,
        summary: 'Bundles, newest first (archived ones with archived=true)',
        security,
        querystring: AdminBundleQuerySchema,
        response: { 200: AdminBundleListSchema, ...errors(400) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.post(
    '/bundles',
    {
      schema: {
        tags,
        summary: 'Create a bundle (price in paise, at most the items’ total)',
        security,
        body: AdminBundleCreateSchema,
        response: { 201: AdminBundleResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ bundle: await admin.create(actor(request), request.body) }),
  );

  app.get(
    '/bundles/:id',
    {
      schema: {
        tags,
        summary: 'One bundle, archived or not',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminBundleResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ bundle: await admin.get(request.params.id) }),
  );

  app.patch(
    '/bundles/:id',
    {
      schema: {
        tags,
        summary: 'Change a bundle from the version read; a stale version answers 409 with the current values',
        security,
        params: AdminIdParamsSchema,
        body: AdminBundlePatchSchema,
        response: { 200: AdminBundleResponseSchema, ...staleErrors(400, 404) },
      },
    },
    async (request) => ({ bundle: await admin.update(actor(request), request.params.id, request.body) }),
  );

  app.delete(
    '/bundles/:id',
    {
      schema: {
        tags,
        summary: 'Archive a bundle: it leaves the shop and every cart',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminBundleResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ bundle: await admin.archive(actor(request), request.params.id) }),
  );
};
