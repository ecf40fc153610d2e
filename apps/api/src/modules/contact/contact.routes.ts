import { ContactMessageSchema, contactMessages } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { byAccount, type Limit, limitBy } from '../../plugins/rate-limit-store.ts';
import type { ContactService } from './contact.service.ts';

/** Per address: enough for a person who writes twice, too few for a bot filling the support inbox. */
export const contactRateLimit = { max: 5, timeWindow: 10 * 60_000 };
/** Per signed-in account, whatever the address: a phone changes address often. */
export const contactAccountLimit: Limit = { max: 5, windowMinutes: 10 };

/** POST /contact/saveMessage: stores the message and e-mails it to the support address. */
export const contactRoutes: FastifyPluginAsyncZod<{ ctx: { contact: ContactService } }> = async (
  app,
  { ctx },
) => {
  const { contact } = ctx;
  const perAccount = limitBy(
    app,
    'contact-account',
    contactAccountLimit,
    byAccount,
    'messages from your account',
  );
  app.post(
    '/saveMessage',
    {
      config: { rateLimit: contactRateLimit },
      preHandler: perAccount,
      schema: {
        tags: ['contact'],
        summary: 'Send a message to the support team',
        body: ContactMessageSchema,
        response: {
          200: z.object({ success: z.literal(true), message: z.string() }),
          ...errorResponses(400, 429),
        },
      },
    },
    async (request) => {
      await contact.save(request.body);
      return { success: true as const, message: contactMessages.received };
    },
  );
};
