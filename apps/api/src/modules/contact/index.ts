/** The contact module's public entry. */
export { contactRateLimit, contactRoutes } from './contact.routes.ts';
