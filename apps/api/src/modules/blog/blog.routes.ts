import {
  BlogIdParamsSchema,
  BlogPostInputSchema,
  BlogPostResponseSchema,
  BlogPostsResponseSchema,
  BlogPostWriteResponseSchema,
  blogMessages,
  MessageResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { bearerSecurity, errorResponses } from '../../lib/route-schemas.ts';
import { requireAdmin } from '../../plugins/auth.ts';
import { type CatalogService, sendCached } from '../catalog/index.ts';
import type { BlogService } from './blog.service.ts';

const adminErrors = errorResponses(400, 401, 403, 404);

/**
 * The blog under /blogs: everyone reads; only an admin adds, updates or deletes posts. Reads are served
 * from the catalogue's response cache, which every blog write clears (blog.service.ts): the home page
 * asks for the posts on every view.
 */
export const blogRoutes: FastifyPluginAsyncZod<{
  ctx: { blog: BlogService; catalog: CatalogService };
}> = async (app, { ctx }) => {
  const { blog, catalog } = ctx;

  app.get(
    '/getPosts',
    {
      schema: {
        tags: ['blog'],
        summary: 'Every post, newest first',
        response: { 200: BlogPostsResponseSchema },
      },
    },
    async (request, reply) =>
      sendCached(
        request,
        reply,
        await catalog.cached('blog:posts', async () => ({ posts: await blog.list() })),
      ),
  );

  app.get(
    '/getPost/:id',
    {
      schema: {
        tags: ['blog'],
        summary: 'One post with its cleaned HTML content',
        params: BlogIdParamsSchema,
        response: { 200: BlogPostResponseSchema, ...errorResponses(404) },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      // A post that is not there throws before anything is kept.
      const cached = await catalog.cached(`blog:post:${id}`, async () => ({ post: await blog.get(id) }));
      return sendCached(request, reply, cached);
    },
  );

  app.post(
    '/addPost',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Write a post (admin); its HTML is cleaned with an allow-list',
        security: bearerSecurity,
        body: BlogPostInputSchema,
        response: { 201: BlogPostWriteResponseSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const post = await blog.create(request.user!, request.body);
      return reply.status(201).send({ success: true as const, message: blogMessages.created, post });
    },
  );

  app.put(
    '/updatePost/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Replace a post (admin); its HTML is cleaned with an allow-list',
        security: bearerSecurity,
        params: BlogIdParamsSchema,
        body: BlogPostInputSchema,
        response: { 200: BlogPostWriteResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      const post = await blog.update(request.user!, request.params.id, request.body);
      return { success: true as const, message: blogMessages.updated, post };
    },
  );

  app.delete(
    '/deletePost/:id',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['blog'],
        summary: 'Delete a post (admin)',
        security: bearerSecurity,
        params: BlogIdParamsSchema,
        response: { 200: MessageResponseSchema, ...adminErrors },
      },
    },
    async (request) => {
      await blog.remove(request.user!, request.params.id);
      return { success: true as const, message: blogMessages.deleted };
    },
  );
};
