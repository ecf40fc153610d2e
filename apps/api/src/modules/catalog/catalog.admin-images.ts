import { badRequest } from '../../lib/errors.ts';
import { readStoredImage, type StoredImage, type UploadStore } from '../media/index.ts';

/** An uploaded image's files as the store holds them (media's readStoredImage); an unknown key is a 400 naming the field. */
export async function describeUploadedImage(
  uploads: UploadStore,
  storageKey: string,
  field: string,
): Promise<StoredImage> {
  const image = await readStoredImage(uploads, storageKey);
  if (!image) {
    throw badRequest('That image was not found: upload it again', 'IMAGE_NOT_FOUND', [
      { field, message: 'Not an uploaded image' },
    ]);
  }
  return image;
}
