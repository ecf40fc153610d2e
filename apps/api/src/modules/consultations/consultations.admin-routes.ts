import {
  AdminConsultationCancelSchema,
  AdminConsultationListSchema,
  AdminConsultationPatchSchema,
  AdminConsultationResponseSchema,
  AdminConsultationsQuerySchema,
  ApiErrorSchema,
  ConsultationIdParamsSchema,
  ConsultationSettingsResponseSchema,
  ConsultationSettingsSchema,
} from '@shop/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAdmin } from '../../plugins/auth.ts';
import type { AdminActor } from '../admin/index.ts';
import type { ConsultationsAdmin } from './consultations.admin.ts';

const security = [{ bearer: [] }];
const tags = ['admin: consultations'];
const errors = { 401: ApiErrorSchema, 403: ApiErrorSchema };

/** The signed-in admin, for the audit row (the guard has already refused everyone else). */
const actor = (request: FastifyRequest): AdminActor => ({ id: request.user!.id, email: request.user!.email });

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
        response: { 200: ConsultationSettingsResponseSchema, ...errors },
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
        response: { 200: ConsultationSettingsResponseSchema, 400: ApiErrorSchema, ...errors },
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
        response: { 200: AdminConsultationListSchema, 400: ApiErrorSchema, ...errors },
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
        response: {
          200: AdminConsultationResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...errors,
        },
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
        response: {
          200: AdminConsultationResponseSchema,
          400: ApiErrorSchema,
          404: ApiErrorSchema,
          409: ApiErrorSchema,
          ...errors,
        },
      },
    },
    async (request) => ({
      consultation: await admin.cancel(actor(request), request.params.id, request.body?.reason ?? ''),
    }),
  );
};
