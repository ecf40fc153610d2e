/** The catalogue module's public entry: products, categories and their in-memory snapshot. */
export { toImage } from './catalog.mapper.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { CatalogService } from './catalog.service.ts';
export { sendCached } from './send-cached.ts';
