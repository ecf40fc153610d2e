import {
  CategoryListSchema,
  CategorySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductResponseSchema,
  ProductSearchQuerySchema,
  ProductsByCategoryQuerySchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { CatalogService } from './catalog.service.ts';
import { sendCached } from './send-cached.ts';

const errors = errorResponses(400, 404);

export const catalogRoutes: FastifyPluginAsyncZod<{ ctx: { catalog: CatalogService } }> = async (
  app,
  { ctx },
) => {
  const { catalog } = ctx;

  app.get(
    '/getAllProducts',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'All products, paginated and sorted',
        querystring: ProductListQuerySchema,
        response: { 200: ProductListSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { page, limit, sort } = request.query;
      const cached = await catalog.cached(`all:${page}:${limit}:${sort}`, () =>
        catalog.listProducts(request.query),
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/getProductById/:id',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'One product by id (or slug)',
        params: ProductIdParamsSchema,
        response: { 200: ProductResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const product = await catalog.getProduct(request.params.id);
      const cached = await catalog.cached(`product:${product._id}`, async () => ({ product }));
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/getAllCategories',
    { schema: { tags: ['catalogue'], summary: 'All categories', response: { 200: CategoryListSchema } } },
    async (request, reply) => {
      const cached = await catalog.cached('categories', async () => ({
        categories: await catalog.listCategories(),
      }));
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/getProductByCategories',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Products of one category, by its name',
        querystring: ProductsByCategoryQuerySchema,
        response: { 200: ProductListSchema.extend({ category: CategorySchema }), ...errors },
      },
    },
    async (request, reply) => {
      const { category, page, limit, sort } = request.query;
      const result = await catalog.productsByCategory(category, request.query);
      const cached = await catalog.cached(
        `category:${result.category._id}:${page}:${limit}:${sort}`,
        async () => result,
      );
      return sendCached(request, reply, cached);
    },
  );

  app.get(
    '/search',
    {
      schema: {
        tags: ['catalogue'],
        summary: 'Typo-tolerant search over name, brand and description, best match first',
        querystring: ProductSearchQuerySchema,
        response: { 200: ProductListSchema.extend({ q: ProductSearchQuerySchema.shape.q }), ...errors },
      },
    },
    async (request) => catalog.search(request.query),
  );
};
