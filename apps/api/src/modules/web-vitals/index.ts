/** Field data from shoppers' browsers: the beacon route, and the p75s the dashboard and metrics show. */

export { VITALS_BODY_LIMIT, vitalsRateLimit, webVitalsRoutes } from './web-vitals.routes.ts';
export { WebVitalsService } from './web-vitals.service.ts';
