/** The newsletter module's public entry. */
export { newsletterRateLimit, newsletterRoutes } from './newsletter.routes.ts';
export { NewsletterService } from './newsletter.service.ts';
