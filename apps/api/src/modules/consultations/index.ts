/** The consultations module's public entry: booking for customers, the owner's side, and their routes. */
export { ConsultationsAdmin } from './consultations.admin.ts';
export { consultationsAdminRoutes } from './consultations.admin-routes.ts';
export type { ConsultationLimits } from './consultations.limits.ts';
export { consultationsRoutes } from './consultations.routes.ts';
export { ConsultationsService } from './consultations.service.ts';
