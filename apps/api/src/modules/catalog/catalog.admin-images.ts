import { badRequest } from '../../lib/errors.ts';
import { imageSize, type UploadStore } from '../media/index.ts';

export interface DescribedImage {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * What an uploaded image's files are: the widths stored (`<key>-<w>.webp`) and the size of the largest,
 * read from the upload store rather than trusted from the request. An unknown key is a 400 naming the field.
 */
export async function describeUploadedImage(
  uploads: UploadStore,
  storageKey: string,
  field: string,
): Promise<DescribedImage> {
  const prefix = `${storageKey}-`;
  const widths = (await uploads.list(prefix))
    .filter((name) => name.endsWith('.webp'))
    .map((name) => Number(name.slice(prefix.length, -'.webp'.length)))
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
  const largest = widths.at(-1);
  const file = largest === undefined ? undefined : await uploads.get(`${prefix}${largest}.webp`);
  if (largest === undefined || !file) {
    throw badRequest('That image was not found: upload it again', 'IMAGE_NOT_FOUND', [
      { field, message: 'Not an uploaded image' },
    ]);
  }
  const size = await imageSize(file.data);
  return { storageKey, widths, width: size.width ?? largest, height: size.height ?? largest };
}
