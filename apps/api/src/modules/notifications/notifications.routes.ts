import { OrderUpdatesChoiceSchema, OrderUpdatesResponseSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { NotificationsService } from './notifications.service.ts';

const tags = ['account'];

/** The customer's order-updates choice, under /notifications (docs/PRODUCT.md §7). */
export const notificationsRoutes: FastifyPluginAsyncZod<{
  ctx: { notifications: NotificationsService };
}> = async (app, { ctx }) => {
  const { notifications } = ctx;
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/order-updates',
    {
      schema: {
        tags,
        summary: 'How the signed-in customer gets order updates besides e-mail: none, WhatsApp or SMS',
        security,
        response: { 200: OrderUpdatesResponseSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({
      success: true as const,
      orderUpdates: await notifications.choice(request.user!.id),
    }),
  );

  app.put(
    '/order-updates',
    {
      schema: {
        tags,
        summary:
          'Opts in to order updates by WhatsApp or SMS at an Indian mobile, or out (`none`); kept with its time',
        security,
        body: OrderUpdatesChoiceSchema,
        response: { 200: OrderUpdatesResponseSchema, ...errorResponses(400, 401) },
      },
    },
    async (request) => ({
      success: true as const,
      orderUpdates: await notifications.choose(request.user!.id, request.body),
    }),
  );
};
