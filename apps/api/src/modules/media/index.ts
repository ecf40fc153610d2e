/** The media module's public entry: stored product images, uploads, their store and share images. */
export { imageUrls, readStoredImage, type StoredImage, storeImage } from './images.ts';
export { mediaRoutes, type UploadAudit } from './media.routes.ts';
export { uploadsRoutes } from './uploads.routes.ts';
export { createUploadStore, DatabaseUploads, type UploadStore } from './uploads.ts';
