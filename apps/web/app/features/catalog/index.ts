/**
 * The entry of the catalog feature: what other features may use of it (features meet only through these
 * entries, never through each other's files). The bundle form uploads its picture with the product
 * form's image manager; routes use the feature's files.
 */
export { ImageManager } from './admin-image-manager';
