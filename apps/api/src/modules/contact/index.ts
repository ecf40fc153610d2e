/** The contact module's public entry: the contact form, and the owner's side of its messages. */

export { ContactAdmin } from './contact.admin.ts';
export { contactAdminRoutes } from './contact.admin-routes.ts';
export { contactAccountLimit, contactRateLimit, contactRoutes } from './contact.routes.ts';
export { ContactService } from './contact.service.ts';
