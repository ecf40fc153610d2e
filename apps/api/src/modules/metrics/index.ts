export { type MetricsOptions, metricsRoutes } from './metrics.routes.ts';
