/** What other features and routes may use of consultations in the browser. */
export { AdminConsultations } from './admin-consultations';
export { BookingForm } from './booking-form';
export { ConsultationsTab } from './consultations-list';
