import {
  MailUnsubscribeQuerySchema,
  MailUnsubscribeResponseSchema,
  mailUnsubscribeMessages,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { EmailPreferences } from './email-preferences.service.ts';

/** As the newsletter's unsubscribe link: enough for a person, too few to guess signatures with. */
const unsubscribeRateLimit = { max: 10, timeWindow: 10 * 60_000 };

/** /api/mail: the unsubscribe link of marketing e-mails (cart reminders, review invitations). */
export const emailPreferencesRoutes: FastifyPluginAsyncZod<{
  ctx: { emailPreferences: EmailPreferences };
}> = async (app, { ctx }) => {
  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: unsubscribeRateLimit },
      schema: {
        tags: ['mail'],
        summary:
          'Stop one kind of marketing e-mail with the signed token of its link (again is fine; a forged token is 404)',
        querystring: MailUnsubscribeQuerySchema,
        response: { 200: MailUnsubscribeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const kind = await ctx.emailPreferences.unsubscribe(request.query.token);
      return { success: true as const, kind, message: mailUnsubscribeMessages.done(kind) };
    },
  );
};
