/** The newsletter module's public entry. */

export {
  countPendingSubscribers,
  countSubscribers,
  listSubscribers,
  listSubscribersPage,
} from './newsletter.queries.ts';
export {
  newsletterAccountLimit,
  newsletterEmailLimit,
  newsletterRateLimit,
  newsletterRoutes,
} from './newsletter.routes.ts';
export { NewsletterService } from './newsletter.service.ts';
