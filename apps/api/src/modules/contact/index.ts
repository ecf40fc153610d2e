/** The contact module's public entry. */

export {
  type ContactMessageRow,
  countContactMessages,
  listContactMessages,
  lockContactMessage,
  setContactMessageHandled,
} from './contact.queries.ts';
export { contactAccountLimit, contactRateLimit, contactRoutes } from './contact.routes.ts';
export { ContactService } from './contact.service.ts';
