import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

const SHARE_WIDTH = 1200;
const SHARE_HEIGHT = 630;

/**
 * A 1200×630 JPEG of a product's main image on the shop's cream background, for link previews:
 * WhatsApp and others do not reliably show WebP. Made once per stored image and kept on disk.
 */
export async function shareImage(
  uploadsDir: string,
  storageKey: string,
  sourceWidth: number,
): Promise<Buffer> {
  const cached = path.join(uploadsDir, 'share', `${storageKey.replaceAll('/', '_')}.jpg`);
  try {
    return await readFile(cached);
  } catch {
    // Not made yet.
  }
  const source = path.join(uploadsDir, `${storageKey}-${sourceWidth}.webp`);
  const picture = await sharp(source)
    .resize({ height: SHARE_HEIGHT, width: SHARE_HEIGHT, fit: 'contain', background: '#fbf8f1' })
    .toBuffer();
  const jpeg = await sharp({
    create: { width: SHARE_WIDTH, height: SHARE_HEIGHT, channels: 3, background: '#fbf8f1' },
  })
    .composite([{ input: picture, gravity: 'centre' }])
    .jpeg({ quality: 82, mozjpeg: true })
    .toBuffer();
  await mkdir(path.dirname(cached), { recursive: true });
  // Written beside and renamed, so a concurrent reader never sees half a file.
  const partial = `${cached}.${process.pid}.tmp`;
  await writeFile(partial, jpeg);
  await rename(partial, cached);
  return jpeg;
}
