import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import {
  ApiErrorSchema,
  CategoryListSchema,
  CategorySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductResponseSchema,
  ProductSearchQuerySchema,
  ProductsByCategoryQuerySchema,
} from '@shop/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CachedBody, CatalogService } from './catalog.service.ts';

const errors = { 400: ApiErrorSchema, 404: ApiErrorSchema };

/** Sends a memoised JSON body (compressed once, on first demand), or 304 when the client holds this version. */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || cached.body.length < 1024) return reply.send(cached.body);
  cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(cached.body, { level: 6 });
  return reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
}

function preferredEncoding(header: string | undefined): 'br' | 'gzip' | null {
  if (!header) return null;
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return null;
}

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
