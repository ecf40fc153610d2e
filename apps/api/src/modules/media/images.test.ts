import { access, mkdtemp, readdir, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../../lib/errors.ts';
import { IMAGE_WIDTHS, imageUrls, storeImage } from './images.ts';
import { DiskUploads } from './uploads.ts';

// The disk store: the pipeline's files are then plain files to look at (uploads.test.ts covers both stores).
let uploadsDir: string;
let uploads: DiskUploads;

beforeAll(async () => {
  uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'shop-images-'));
  uploads = new DiskUploads(uploadsDir);
});

afterAll(async () => {
  await rm(uploadsDir, { recursive: true, force: true });
});

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 40, g: 140, b: 90 } } });

async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

describe('storeImage', () => {
  it('stores a PNG as real WebP files in every standard width', async () => {
    const png = await solid(1200, 900).png().toBuffer();
    const stored = await storeImage(png, { uploads, folder: 'products' });

    expect(stored.storageKey).toMatch(/^products\/[0-9a-f]{24}$/);
    expect(stored.widths).toEqual([...IMAGE_WIDTHS]);
    expect(stored).toMatchObject({ width: 960, height: 720 });
    for (const width of IMAGE_WIDTHS) {
      const metadata = await sharp(path.join(uploadsDir, `${stored.storageKey}-${width}.webp`)).metadata();
      expect(metadata.format).toBe('webp');
      expect(metadata.width).toBe(width);
      expect(metadata.height).toBe((width * 3) / 4);
    }
    // Nothing but the three finished files is left behind (no temporary files).
    const files = (await readdir(path.join(uploadsDir, 'products'))).filter((f) =>
      f.startsWith(stored.storageKey.slice(9)),
    );
    expect(files.sort()).toEqual(IMAGE_WIDTHS.map((w) => `${stored.storageKey.slice(9)}-${w}.webp`).sort());
  });

  it('never upscales: a 600 px source gets 240 and 480 only', async () => {
    const jpeg = await solid(600, 400).jpeg().toBuffer();
    const stored = await storeImage(jpeg, { uploads, folder: 'products' });
    expect(stored.widths).toEqual([240, 480]);
    expect(stored).toMatchObject({ width: 480, height: 320 });
  });

  it('stores a source narrower than the smallest width once, at its own width', async () => {
    const png = await solid(100, 50).png().toBuffer();
    const stored = await storeImage(png, { uploads, folder: 'blogs' });
    expect(stored).toMatchObject({ widths: [100], width: 100, height: 50 });
    await access(path.join(uploadsDir, `${stored.storageKey}-100.webp`));
  });

  it('applies the EXIF orientation before resizing', async () => {
    // 1000x500 pixels stored with "rotate 90°" orientation: shown as 500x1000.
    const jpeg = await solid(1000, 500).jpeg().withMetadata({ orientation: 6 }).toBuffer();
    const stored = await storeImage(jpeg, { uploads, folder: 'products' });
    expect(stored).toMatchObject({ widths: [240, 480], width: 480, height: 960 });
  });

  it('refuses a text file by its content with a 400 UNSUPPORTED_IMAGE', async () => {
    const error = await refusal(storeImage(Buffer.from('hello'), { uploads, folder: 'products' }));
    expect(error.statusCode).toBe(400);
    expect(error.code).toBe('UNSUPPORTED_IMAGE');
    expect(error.message).toBe('The file is not a supported image (JPEG, PNG, WebP, GIF, AVIF or SVG)');
  });

  it('refuses a truncated image as unsupported', async () => {
    const png = await solid(800, 800).png().toBuffer();
    const error = await refusal(storeImage(png.subarray(0, 200), { uploads, folder: 'products' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'UNSUPPORTED_IMAGE' });
  });

  it('accepts an SVG and rasterises it', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="500" height="250"><rect width="500" height="250" fill="#c63"/></svg>',
    );
    const stored = await storeImage(svg, { uploads, folder: 'products' });
    expect(stored).toMatchObject({ widths: [240, 480], width: 480, height: 240 });
    const metadata = await sharp(path.join(uploadsDir, `${stored.storageKey}-480.webp`)).metadata();
    expect(metadata.format).toBe('webp');
  });

  it('refuses an image smaller than 16x16', async () => {
    const tiny = await solid(8, 8).png().toBuffer();
    const error = await refusal(storeImage(tiny, { uploads, folder: 'products' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'IMAGE_TOO_SMALL' });
    expect(error.message).toMatch(/too small/);
  });

  it('refuses an image above 40 megapixels without decoding it', async () => {
    const huge = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="8000" height="6000"><rect width="10" height="10"/></svg>',
    );
    const error = await refusal(storeImage(huge, { uploads, folder: 'products' }));
    expect(error).toMatchObject({ statusCode: 400, code: 'IMAGE_TOO_LARGE' });
  });
});

describe('imageUrls', () => {
  it('points at the largest width and lists every width in the srcset', () => {
    expect(imageUrls('products/abc', [480, 240, 960])).toEqual({
      url: '/uploads/products/abc-960.webp',
      srcset:
        '/uploads/products/abc-240.webp 240w, /uploads/products/abc-480.webp 480w, /uploads/products/abc-960.webp 960w',
    });
  });

  it('handles a single width', () => {
    expect(imageUrls('placeholder/product', [480])).toEqual({
      url: '/uploads/placeholder/product-480.webp',
      srcset: '/uploads/placeholder/product-480.webp 480w',
    });
  });
});
