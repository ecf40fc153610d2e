/** Bundles (combos) of product variants sold as one cart line (docs/PRODUCT.md, Bundles). */
export { BundlesAdmin } from './bundles.admin.ts';
export {
  checkoutLines,
  type LineBundle,
  type PricedBundle,
  totalsOfLines,
} from './bundles.lines.ts';
export {
  bundleStock,
  buyable,
  type CartBundleRow,
  onSale,
  pricedBundle,
  readBundles,
  readCartBundles,
  readCartBundlesForCheckout,
  removeBoughtBundlesCte,
  toBundle,
} from './bundles.read.ts';
export { bundlesAdminRoutes, bundlesRoutes } from './bundles.routes.ts';
