/**
 * The entry of the product feature: what other features may use of it (features meet only through these
 * entries, never through each other's files). Routes use the feature's files.
 */
export { Description } from './description';
