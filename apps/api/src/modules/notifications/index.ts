/** The notifications module's public entry: order updates by WhatsApp or SMS (docs/decisions/0027). */
export { createNotifications } from './create-notifications.ts';
export { notificationsRoutes } from './notifications.routes.ts';
export { NotificationsService } from './notifications.service.ts';
export { OrderUpdatesWorker } from './notifications.worker.ts';
