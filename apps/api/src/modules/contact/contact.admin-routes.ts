import {
  AdminContentPageQuerySchema,
  AdminIdParamsSchema,
  AdminMessageListSchema,
  AdminMessagePatchSchema,
  AdminMessageSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actor, adminOnly, errors, security } from '../admin/index.ts';
import type { ContactAdmin } from './contact.admin.ts';

/** Contact messages (docs/PRODUCT.md, Admin console), at /api/admin behind the admin guard. */
export const contactAdminRoutes: FastifyPluginAsyncZod<{ ctx: { contactAdmin: ContactAdmin } }> = async (
  app,
  { ctx },
) => {
  const contact = ctx.contactAdmin;
  adminOnly(app);

  app.get(
    '/messages',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Contact messages, newest first, each marked handled or not; a page at a time',
        security,
        querystring: AdminContentPageQuerySchema,
        response: { 200: AdminMessageListSchema, ...errors(400) },
      },
    },
    async (request) => contact.messages(request.query),
  );

  app.patch(
    '/messages/:id',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Mark a contact message handled or not handled',
        security,
        params: AdminIdParamsSchema,
        body: AdminMessagePatchSchema,
        response: { 200: z.object({ message: AdminMessageSchema }), ...errors(400, 404) },
      },
    },
    async (request) => ({
      message: await contact.setHandled(actor(request), request.params.id, request.body.handled),
    }),
  );
};
