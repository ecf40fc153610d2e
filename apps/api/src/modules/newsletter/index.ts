/** The newsletter module's public entry: sign-up with double opt-in, and the owner's subscriber lists. */

export { NewsletterAdmin } from './newsletter.admin.ts';
export { newsletterAdminRoutes } from './newsletter.admin-routes.ts';
export {
  newsletterAccountLimit,
  newsletterEmailLimit,
  newsletterRateLimit,
  newsletterRoutes,
} from './newsletter.routes.ts';
export { NewsletterService } from './newsletter.service.ts';
