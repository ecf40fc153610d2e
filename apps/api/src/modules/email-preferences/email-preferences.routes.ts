import {
  MailUnsubscribeBodySchema,
  MailUnsubscribeCheckResponseSchema,
  MailUnsubscribeOneClickQuerySchema,
  MailUnsubscribeQuerySchema,
  MailUnsubscribeResponseSchema,
  mailUnsubscribeMessages,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { badRequest } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { EmailPreferences } from './email-preferences.service.ts';

/** As the newsletter's unsubscribe link: enough for a person, too few to guess signatures with. */
const unsubscribeRateLimit = { max: 10, timeWindow: 10 * 60_000 };

/**
 * /api/mail: the unsubscribe link of marketing e-mails (cart reminders, review invitations). Opening a
 * link stops nothing, since mail scanners and link previews open links too: the GET only says what the
 * token would stop, and the POST (the shop page's Confirm, or the mail provider's one-click button)
 * stops it (docs/decisions/0032-cart-reminders.md, One-click unsubscribe).
 */
export const emailPreferencesRoutes: FastifyPluginAsyncZod<{
  ctx: { emailPreferences: EmailPreferences };
}> = async (app, { ctx }) => {
  // Mail providers post the List-Unsubscribe URL as a form (RFC 8058 §3.1); only this scope parses one.
  // A tiny form: nothing in it but `List-Unsubscribe=One-Click`.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, body, done) => done(null, Object.fromEntries(new URLSearchParams(body.toString()))),
  );
  // The RFC prefers multipart/form-data. Its one field says only "one click", which the POST to this
  // URL already means, and the token is in the query: so the parts are not read.
  app.addContentTypeParser(
    'multipart/form-data',
    { parseAs: 'string', bodyLimit: 2048 },
    (_request, _body, done) => done(null, {}),
  );

  app.get(
    '/unsubscribe',
    {
      config: { rateLimit: unsubscribeRateLimit },
      schema: {
        tags: ['mail'],
        summary:
          'Check an unsubscribe link’s signed token: which kind of marketing e-mail it would stop (nothing is changed; a forged token is 404)',
        querystring: MailUnsubscribeQuerySchema,
        response: { 200: MailUnsubscribeCheckResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const kind = await ctx.emailPreferences.check(request.query.token);
      return { success: true as const, kind, message: mailUnsubscribeMessages.confirm(kind) };
    },
  );

  app.post(
    '/unsubscribe',
    {
      config: { rateLimit: unsubscribeRateLimit },
      schema: {
        tags: ['mail'],
        summary:
          'Stop one kind of marketing e-mail: JSON { token }, or RFC 8058 one-click (form List-Unsubscribe=One-Click to the List-Unsubscribe URL, ?token=); again is fine, a forged token is 404',
        consumes: ['application/json', 'application/x-www-form-urlencoded', 'multipart/form-data'],
        querystring: MailUnsubscribeOneClickQuerySchema,
        body: MailUnsubscribeBodySchema,
        response: { 200: MailUnsubscribeResponseSchema, ...errorResponses(400, 404, 429) },
      },
    },
    async (request) => {
      const token = request.body.token ?? request.query.token;
      if (!token) {
        const message = 'Token is required';
        throw badRequest(message, 'VALIDATION_FAILED', [{ field: 'token', message }]);
      }
      const kind = await ctx.emailPreferences.unsubscribe(token);
      return { success: true as const, kind, message: mailUnsubscribeMessages.done(kind) };
    },
  );
};
