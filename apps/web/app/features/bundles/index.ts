/**
 * The entry of the bundles feature: what other features may use of it (features meet only through these
 * entries, never through each other's files). The home page's "Frequently Bought Together" shows its
 * cards; routes use the feature's files.
 */
export { BundleCard } from './bundle-card';
