import { loadSharp } from './sharp.ts';
import type { UploadStore } from './uploads.ts';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/**
 * A 1200×630 JPEG of a product's main image on the shop's cream background, for link previews:
 * WhatsApp and others do not reliably show WebP. Made once per stored image and kept in the upload
 * store, so every node answers the same picture. Undefined when the source image is not stored.
 */
export async function shareImage(
  uploads: UploadStore,
  storageKey: string,
  sourceWidth: number,
): Promise<Buffer | undefined> {
  const cachedPath = `share/${storageKey.replaceAll('/', '_')}.jpg`;
  const cached = await uploads.get(cachedPath);
  if (cached) return cached.data;
  const source = await uploads.get(`${storageKey}-${sourceWidth}.webp`);
  if (!source) return undefined;
  const sharp = await loadSharp();
  const picture = await sharp(source.data)
    .resize({ height: SHARE_HEIGHT, width: SHARE_HEIGHT, fit: 'contain', background: '#fbf8f1' })
    .toBuffer();
  const jpeg = await sharp({
    create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#fbf8f1' },
  })
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  // Two nodes making the same picture at once store the same bytes; the first one kept wins.
  await uploads.put([{ path: cachedPath, data: jpeg, contentType: 'image/jpeg' }]);
  return jpeg;
}
