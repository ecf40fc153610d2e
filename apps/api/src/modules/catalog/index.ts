/** The catalogue module's public entry: products, categories, their in-memory snapshot, and the owner's side. */
export { ProductsAdmin } from './catalog.admin.ts';
export { CategoriesAdmin } from './catalog.admin-categories.ts';
export { catalogAdminRoutes } from './catalog.admin-routes.ts';
export { isAgeRestricted } from './catalog.age.ts';
export { toImage } from './catalog.mapper.ts';
export { catalogRoutes } from './catalog.routes.ts';
export { CatalogService } from './catalog.service.ts';
export {
  outOfStock,
  putStockBack,
  stockChangedByOwner,
  takeStockOff,
  variantStock,
} from './catalog.stock.ts';
export { sendCached } from './send-cached.ts';
