import { readdir } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import { badRequest } from '../../lib/errors.ts';

export interface DescribedImage {
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
}

/**
 * What an uploaded image's files are: the widths written (`<key>-<w>.webp`) and the size of the largest,
 * read from the disk rather than trusted from the request. An unknown key is a 400 naming the field.
 */
export async function describeUploadedImage(
  uploadsDir: string,
  storageKey: string,
  field: string,
): Promise<DescribedImage> {
  const folder = path.join(uploadsDir, path.dirname(storageKey));
  const prefix = `${path.basename(storageKey)}-`;
  const names = await readdir(folder).catch(() => [] as string[]);
  const widths = names
    .filter((name) => name.startsWith(prefix) && name.endsWith('.webp'))
    .map((name) => Number(name.slice(prefix.length, -'.webp'.length)))
    .filter((width) => Number.isInteger(width) && width > 0)
    .sort((a, b) => a - b);
  const largest = widths.at(-1);
  if (largest === undefined) {
    throw badRequest('That image was not found: upload it again', 'IMAGE_NOT_FOUND', [
      { field, message: 'Not an uploaded image' },
    ]);
  }
  const metadata = await sharp(path.join(folder, `${prefix}${largest}.webp`)).metadata();
  return { storageKey, widths, width: metadata.width ?? largest, height: metadata.height ?? largest };
}
