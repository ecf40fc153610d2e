/** The storefront content feature's entry: the owner's editor at /admin/storefront (ADR 0030). */
export { StorefrontAdmin } from './admin-storefront';
