/** What other features may use of the info pages (features meet only through these entries). */
export { policy } from './shop-policy';
