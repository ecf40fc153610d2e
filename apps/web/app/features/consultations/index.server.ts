/** What other features and routes may use of consultations on the server. */
export { bookingAction, loadBooking, loadMyConsultation, loadMyConsultations } from './consultations.server';
