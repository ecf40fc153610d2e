/** What other features and routes may use of consultations on the server. */

export {
  adminConsultationsAction,
  loadAdminConsultations,
  saveConsultationSettings,
} from './admin-consultations.server';
export { bookingAction, loadBooking, loadMyConsultation, loadMyConsultations } from './consultations.server';
