/** The media module's public entry: stored product images, uploads and share images. */
export { imageUrls, type StoredImage, storeImage } from './images.ts';
export { mediaRoutes } from './media.routes.ts';
