import {
  MessageResponseSchema,
  NewsletterConfirmSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
  newsletterMessages,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { byAccount, type Limit, limitBy } from '../../plugins/rate-limit-store.ts';
import type { NewsletterService } from './newsletter.service.ts';

export const newsletterRateLimit = { max: 10, timeWindow: 10 * 60_000 };
/** Per signed-in account, whatever the address. */
export const newsletterAccountLimit: Limit = { max: 5, windowMinutes: 10 };
/**
 * Per typed e-mail address, whoever types it: with one confirmation every few minutes at most, a
 * stranger's inbox gets at most this many a day, however many addresses the sender has.
 */
export const newsletterEmailLimit: Limit = { max: 5, windowMinutes: 24 * 60 };

/** The e-mail of a valid body (the schema has trimmed and lower-cased it). */
const byTypedEmail = (request: FastifyRequest) => (request.body as { email?: string } | undefined)?.email;

/** The footer's Subscribe box, the confirmation link and the unsubscribe link of the e-mails. */
export const newsletterRoutes: FastifyPluginAsyncZod<{ ctx: { newsletter: NewsletterService } }> = async (
  app,
  { ctx },
) => {
  const { newsletter } = ctx;
  const subscribeLimits = [
    limitBy(app, 'newsletter-account', newsletterAccountLimit, byAccount, 'sign-ups from your account'),
    limitBy(app, 'newsletter-email', newsletterEmailLimit, byTypedEmail, 'sign-ups for this email'),
  ];

  app.post(
    '/subscribe',
    {
      config: { rateLimit: newsletterRateLimit },
      preHandler: subscribeLimits,
      schema: {
        tags: ['newsletter'],
        summary:
          'Sign an e-mail address up: e-mails it a confirmation link (the same answer for every address)',
        body: NewsletterSubscribeSchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      await newsletter.subscribe(request.body.email);
      return { success: true as const, message: newsletterMessages.subscribed };
    },
  );

  app.post(
    '/confirm',
    {
      config: { rateLimit: newsletterRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a sign-up with the token from its confirmation e-mail (again is fine)',
        body: NewsletterConfirmSchema,
        response: {
          200: MessageResponseSchema,
          ...errorResponses(400, 404, 429),
        },
      },
    },
    async (request) => {
      await newsletter.confirm(request.body.token);
      return { success: true as const, message: newsletterMessages.confirmed };
    },
  );

  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: newsletterRateLimit },
      schema: {
        tags: ['newsletter'],
        summary:
          'Check the unsubscribe link of a newsletter e-mail (nothing is changed: mail scanners open links too; an unknown token is 404)',
        querystring: NewsletterUnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await newsletter.checkUnsubscribe(request.query.token);
      return { success: true as const, message: newsletterMessages.unsubscribeConfirm };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: newsletterRateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'End a subscription with the token of its e-mail’s unsubscribe link (again is fine)',
        body: NewsletterUnsubscribeQuerySchema,
        response: { 200: MessageResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      await newsletter.unsubscribe(request.body.token);
      return { success: true as const, message: newsletterMessages.unsubscribed };
    },
  );
};
