import {
  CartReminderSettingsInputSchema,
  CartReminderSettingsResponseSchema,
  CartReminderSummaryQuerySchema,
  CartReminderSummaryResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import { CartReminderSettingsAdmin } from './cart-reminders.settings.ts';
import { reminderSummary } from './cart-reminders.summary.ts';

const tags = ['admin: cart reminders'];

/** /api/admin/cart-reminders: the owner's reminder settings and the dashboard's figures. */
export const cartRemindersAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { database: Database; clock: Clock };
}> = async (app, { ctx }) => {
  adminOnly(app);
  const deps = { db: ctx.database.db, clock: ctx.clock };
  const settings = new CartReminderSettingsAdmin(deps);

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'The cart reminder settings (delays in hours) and the promo codes the second reminder may offer',
        security,
        response: { 200: CartReminderSettingsResponseSchema, ...errors() },
      },
    },
    () => settings.get(),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Save the cart reminder settings (delays 1–168 hours, the second later than the first, an active promo code; 409 with the current values if they changed meanwhile)',
        security,
        body: CartReminderSettingsInputSchema,
        response: { 200: CartReminderSettingsResponseSchema, ...staleErrors(400) },
      },
    },
    (request) => settings.save(actor(request), request.body),
  );

  app.get(
    '/summary',
    {
      schema: {
        tags,
        summary:
          'Reminders sent, carts recovered and revenue recovered (paise) for whole India days from..to (the last 30 days by default)',
        security,
        querystring: CartReminderSummaryQuerySchema,
        response: { 200: CartReminderSummaryResponseSchema, ...errors(400) },
      },
    },
    async (request) => ({ summary: await reminderSummary(deps, request.query) }),
  );
};
