export { storefrontAction, storefrontLoader } from './admin-storefront.server';
