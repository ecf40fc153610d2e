/** The contact module's public entry. */
export { contactRateLimit, contactRoutes } from './contact.routes.ts';
export { ContactService } from './contact.service.ts';
