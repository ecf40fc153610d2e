/** The cart-reminders module's public entry: the reminder worker and the owner's routes. */
export { cartRemindersAdminRoutes } from './cart-reminders.admin-routes.ts';
export { CartReminderWorker } from './cart-reminders.worker.ts';
