import {
  AdminContentPageQuerySchema,
  AdminIdParamsSchema,
  AdminMessageListSchema,
  AdminMessagePatchSchema,
  AdminMessageSchema,
  AdminNewsletterSummarySchema,
  AdminQuizSubmissionListSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AdminContent } from './content.ts';
import { actor, errors, security } from './routes.shared.ts';

/** Contact messages, quiz submissions and the newsletter export (docs/PRODUCT.md, Admin console). */
export const adminContentRoutes: FastifyPluginAsyncZod<{ content: AdminContent }> = async (
  app,
  { content },
) => {
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
    async (request) => content.messages(request.query),
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
      message: await content.setHandled(actor(request), request.params.id, request.body.handled),
    }),
  );

  app.get(
    '/quiz-submissions',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Finished wellness quizzes, newest first, with score and zone; a page at a time',
        security,
        querystring: AdminContentPageQuerySchema,
        response: { 200: AdminQuizSubmissionListSchema, ...errors(400) },
      },
    },
    async (request) => content.quizSubmissions(request.query),
  );

  app.get(
    '/newsletter',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Confirmed subscribers (counted, and a page of them) and sign-ups waiting for confirmation',
        security,
        querystring: AdminContentPageQuerySchema,
        response: { 200: AdminNewsletterSummarySchema, ...errors(400) },
      },
    },
    async (request) => content.newsletter(request.query),
  );

  app.get(
    '/newsletter/export.csv',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'The confirmed subscribers as CSV (header row; formula-like values neutralised)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV: email,subscribed_at'), ...errors() },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="newsletter-subscribers.csv"')
        .send(await content.subscribersCsv()),
  );
};
