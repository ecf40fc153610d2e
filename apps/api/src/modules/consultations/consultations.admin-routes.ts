import {
  AdminConsultationCancelSchema,
  AdminConsultationListSchema,
  AdminConsultationPatchSchema,
  AdminConsultationResponseSchema,
  AdminConsultationsQuerySchema,
  ConsultationIdParamsSchema,
  ConsultationSettingsResponseSchema,
  ConsultationSettingsSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { actor, errors, security } from '../admin/index.ts';
import type { ConsultationsAdmin } from './consultations.admin.ts';

const tags = ['admin: consultations'];

/**
 * /api/admin/consultations. Its own guard, like the admin console's: a visitor gets 401 and a customer
 * 403 before the body is read.
 */
export const consultationsAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { consultationsAdmin: ConsultationsAdmin };
}> = async (app, { ctx }) => {
  const admin = ctx.consultationsAdmin;
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Consultation hours, slot length, practitioners, horizon and closed dates',
        security,
        response: { 200: ConsultationSettingsResponseSchema, ...errors() },
      },
    },
    async () => ({ settings: await admin.settings() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary: 'Save the consultation settings (booked consultations keep their time)',
        security,
        body: ConsultationSettingsSchema,
        response: { 200: ConsultationSettingsResponseSchema, ...errors(400) },
      },
    },
    async (request) => ({ settings: await admin.saveSettings(actor(request), request.body) }),
  );

  app.get(
    '/',
    {
      schema: {
        tags,
        summary: 'Consultations from one India day to another (a week from today by default)',
        security,
        querystring: AdminConsultationsQuerySchema,
        response: { 200: AdminConsultationListSchema, ...errors(400) },
      },
    },
    async (request) => admin.list(request.query),
  );

  app.patch(
    '/:id',
    {
      schema: {
        tags,
        summary: 'Mark a consultation done or no-show (either frees its place), or keep private notes',
        security,
        params: ConsultationIdParamsSchema,
        body: AdminConsultationPatchSchema,
        response: { 200: AdminConsultationResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => ({
      consultation: await admin.update(actor(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/:id/cancel',
    {
      schema: {
        tags,
        summary:
          'Cancel a booked consultation: its place is free, the reminder withdrawn, the customer e-mailed',
        security,
        params: ConsultationIdParamsSchema,
        body: AdminConsultationCancelSchema,
        response: { 200: AdminConsultationResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => ({
      consultation: await admin.cancel(actor(request), request.params.id, request.body?.reason ?? ''),
    }),
  );
};
