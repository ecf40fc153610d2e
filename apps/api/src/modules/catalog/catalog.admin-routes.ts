import {
  AdminCategoryInputSchema,
  AdminCategoryListSchema,
  AdminCategoryPatchSchema,
  AdminCategoryResponseSchema,
  AdminIdParamsSchema,
  AdminOkSchema,
  AdminProductCreateSchema,
  AdminProductListSchema,
  AdminProductPatchSchema,
  AdminProductQuerySchema,
  AdminProductResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import type { ProductsAdmin } from './catalog.admin.ts';
import type { CategoriesAdmin } from './catalog.admin-categories.ts';

/** Products and categories (docs/PRODUCT.md, Admin console), mounted at /api/admin behind the admin guard. */
export const catalogAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { productsAdmin: ProductsAdmin; categoriesAdmin: CategoriesAdmin };
}> = async (app, { ctx }) => {
  const { productsAdmin: products, categoriesAdmin: categories } = ctx;
  const tags = ['admin: catalogue'];
  adminOnly(app);

  app.get(
    '/products',
    {
      schema: {
        tags,
        summary: 'Products with search, category and stock filters, newest change first',
        security,
        querystring: AdminProductQuerySchema,
        response: { 200: AdminProductListSchema, ...errors(400) },
      },
    },
    async (request) => products.list(request.query),
  );

  app.post(
    '/products',
    {
      schema: {
        tags,
        summary: 'Create a product (prices in paise, GST in basis points, images by upload key)',
        security,
        body: AdminProductCreateSchema,
        response: { 201: AdminProductResponseSchema, ...errors(400) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ product: await products.create(actor(request), request.body) }),
  );

  app.get(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'One product, archived or not',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ product: await products.get(request.params.id) }),
  );

  app.patch(
    '/products/:id',
    {
      schema: {
        tags,
        summary:
          'Change a product from the version read; a stale version answers 409 with the current values',
        security,
        params: AdminIdParamsSchema,
        body: AdminProductPatchSchema,
        response: { 200: AdminProductResponseSchema, ...staleErrors(400, 404) },
      },
    },
    async (request) => ({
      product: await products.update(actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/products/:id',
    {
      schema: {
        tags,
        summary: 'Archive a product: it leaves the shop, search and sitemap; past orders keep it',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminProductResponseSchema, ...errors(400, 404) },
      },
    },
    async (request) => ({ product: await products.archive(actor(request), request.params.id) }),
  );

  app.get(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Categories with how many products each holds',
        security,
        response: { 200: AdminCategoryListSchema, ...errors() },
      },
    },
    async () => ({ categories: await categories.list() }),
  );

  app.post(
    '/categories',
    {
      schema: {
        tags,
        summary: 'Create a category',
        security,
        body: AdminCategoryInputSchema,
        response: { 201: AdminCategoryResponseSchema, ...errors(400, 409) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ category: await categories.create(actor(request), request.body) }),
  );

  app.patch(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Rename a category from the version read (409 with the current values when stale)',
        security,
        params: AdminIdParamsSchema,
        body: AdminCategoryPatchSchema,
        response: { 200: AdminCategoryResponseSchema, ...staleErrors(400, 404) },
      },
    },
    async (request) => ({
      category: await categories.update(actor(request), request.params.id, request.body),
    }),
  );

  app.delete(
    '/categories/:id',
    {
      schema: {
        tags,
        summary: 'Delete a category; refused with 409 while it still has products',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminOkSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => {
      await categories.remove(actor(request), request.params.id);
      return { success: true as const };
    },
  );
};
