/** The newsletter module's public entry. */

export { countSubscribers, listSubscribers } from './newsletter.queries.ts';
export { newsletterRateLimit, newsletterRoutes } from './newsletter.routes.ts';
export { NewsletterService } from './newsletter.service.ts';
