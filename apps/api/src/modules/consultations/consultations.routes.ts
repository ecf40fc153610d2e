import {
  BookConsultationSchema,
  ConsultationIdParamsSchema,
  ConsultationListSchema,
  ConsultationResponseSchema,
  ConsultationSlotsQuerySchema,
  ConsultationSlotsSchema,
  RescheduleConsultationSchema,
  SlotFullErrorSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import { bookingWriteLimits, type ConsultationLimits } from './consultations.limits.ts';
import type { ConsultationsService } from './consultations.service.ts';

const tags = ['consultations'];
const refusals = errorResponses(400, 401, 404, 429);

/**
 * /api/consultations: free slots for everyone, the rest for the signed-in customer's own bookings.
 * `requireUser` answers a visitor 401 before the body is read (plugins/auth.ts); the write limits
 * count every write after that, a malformed one too.
 */
export const consultationsRoutes: FastifyPluginAsyncZod<{
  ctx: { consultations: ConsultationsService };
  limits?: Partial<ConsultationLimits>;
}> = async (app, { ctx, limits }) => {
  const service = ctx.consultations;
  const writeLimits = bookingWriteLimits(app, limits);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/slots',
    {
      schema: {
        tags,
        summary: 'Bookable slots in India time with the places each has left',
        querystring: ConsultationSlotsQuerySchema,
        response: { 200: ConsultationSlotsSchema, ...errorResponses(400) },
      },
    },
    async (request) => ({ slots: await service.slots(request.query) }),
  );

  app.post(
    '/',
    {
      onRequest: requireUser,
      preValidation: writeLimits,
      schema: {
        tags,
        summary: 'Book a consultation',
        security,
        body: BookConsultationSchema,
        response: {
          201: ConsultationResponseSchema,
          ...refusals,
          409: SlotFullErrorSchema.partial({ slots: true }),
        },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ consultation: await service.book(request.user!.id, request.body) }),
  );

  app.get(
    '/mine',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "The signed-in customer's consultations, earliest first",
        security,
        response: { 200: ConsultationListSchema, ...errorResponses(401) },
      },
    },
    async (request) => ({ consultations: await service.mine(request.user!.id) }),
  );

  app.post(
    '/:id/cancel',
    {
      onRequest: requireUser,
      preValidation: writeLimits,
      schema: {
        tags,
        summary: 'Cancel a consultation (until 2 hours before)',
        security,
        params: ConsultationIdParamsSchema,
        response: { 200: ConsultationResponseSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({ consultation: await service.cancel(request.user!.id, request.params.id) }),
  );

  app.post(
    '/:id/reschedule',
    {
      onRequest: requireUser,
      preValidation: writeLimits,
      schema: {
        tags,
        summary: 'Move a consultation to another free slot (until 2 hours before)',
        security,
        params: ConsultationIdParamsSchema,
        body: RescheduleConsultationSchema,
        response: {
          200: ConsultationResponseSchema,
          ...refusals,
          409: SlotFullErrorSchema.partial({ slots: true }),
        },
      },
    },
    async (request) => ({
      consultation: await service.reschedule(request.user!.id, request.params.id, request.body.start),
    }),
  );

  app.get(
    '/:id/calendar.ics',
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: 'A consultation as an iCalendar file',
        security,
        params: ConsultationIdParamsSchema,
        response: { 200: z.string(), ...errorResponses(401, 404) },
      },
    },
    async (request, reply) => {
      const file = await service.calendar(request.user!.id, request.params.id);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('content-disposition', 'attachment; filename="consultation.ics"')
        .send(file);
    },
  );
};
