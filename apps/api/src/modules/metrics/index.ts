export { metricsRoutes } from './metrics.routes.ts';
