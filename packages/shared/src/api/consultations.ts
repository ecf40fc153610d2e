import {
  AdminConsultationCancelSchema,
  AdminConsultationListSchema,
  AdminConsultationPatchSchema,
  AdminConsultationResponseSchema,
  AdminConsultationsQuerySchema,
  BookConsultationSchema,
  ConsultationIdParamsSchema,
  ConsultationListSchema,
  ConsultationResponseSchema,
  ConsultationSettingsResponseSchema,
  ConsultationSettingsSchema,
  ConsultationSlotsQuerySchema,
  ConsultationSlotsSchema,
  RescheduleConsultationSchema,
} from '../schemas/consultations.ts';
import type { RouteTable } from './route.ts';

export const consultationsRoutes = {
  'GET /consultations/slots': { query: ConsultationSlotsQuerySchema, response: ConsultationSlotsSchema },
  'POST /consultations': { body: BookConsultationSchema, response: ConsultationResponseSchema },
  'GET /consultations/mine': { response: ConsultationListSchema },
  'POST /consultations/:id/cancel': {
    params: ConsultationIdParamsSchema,
    response: ConsultationResponseSchema,
  },
  'POST /consultations/:id/reschedule': {
    params: ConsultationIdParamsSchema,
    body: RescheduleConsultationSchema,
    response: ConsultationResponseSchema,
  },

  'GET /admin/consultations/settings': { response: ConsultationSettingsResponseSchema },
  'PUT /admin/consultations/settings': {
    body: ConsultationSettingsSchema,
    response: ConsultationSettingsResponseSchema,
  },
  'GET /admin/consultations': { query: AdminConsultationsQuerySchema, response: AdminConsultationListSchema },
  'PATCH /admin/consultations/:id': {
    params: ConsultationIdParamsSchema,
    body: AdminConsultationPatchSchema,
    response: AdminConsultationResponseSchema,
  },
  'POST /admin/consultations/:id/cancel': {
    params: ConsultationIdParamsSchema,
    body: AdminConsultationCancelSchema,
    response: AdminConsultationResponseSchema,
  },
} satisfies RouteTable;
