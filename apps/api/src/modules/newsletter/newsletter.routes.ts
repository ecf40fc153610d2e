import {
  ApiErrorSchema,
  MessageResponseSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
  newsletterMessages,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRateLimit = { max: 10, timeWindow: 10 * 60_000 };

/** The footer's Subscribe box and the unsubscribe link in every newsletter e-mail. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: { newsletter: NewsletterService } }> = async (
  app,
  { ctx },
) => {
  const { newsletter } = ctx;

  app.post(
    '/subscribe',
    {
      config: { rateLimit: newsletterRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address (subscribing twice is not an error)',
        body: NewsletterSubscribeSchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => {
      await newsletter.subscribe(request.body.email);
      return { success: true as const, message: newsletterMessages.subscribed };
    },
  );

  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: newsletterRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'End a subscription with the token from its e-mail',
        querystring: NewsletterUnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, 400: ApiErrorSchema, 404: ApiErrorSchema },
      },
    },
    async (request) => {
      await newsletter.unsubscribe(request.query.token);
      return { success: true as const, message: newsletterMessages.unsubscribed };
    },
  );
};
