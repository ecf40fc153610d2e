import { createHash, randomBytes } from 'node:crypto';
import type { ReviewImageRow } from '../../db/schema/reviews.ts';
import { badRequest } from '../../lib/errors.ts';
import { readStoredImage, type UploadStore } from '../media/index.ts';

/**
 * A review photo's key names its uploader without a table (docs/decisions/0029-review-moderation.md,
 * Photos): 12 random hex digits, then 12 of a hash of the uploader's id and those digits. Only the
 * upload route stores files, under a key it makes itself, so a key found in the store whose hash
 * matches the signed-in customer's id is one they uploaded; another customer's key does not match theirs.
 */
const boundTo = (userId: string, nonce: string) =>
  createHash('sha256').update(`review-photo\n${userId}\n${nonce}`).digest('hex').slice(0, 12);

/** The file name below reviews/ for a photo this customer uploads now. */
export function photoKeyFor(userId: string): string {
  const nonce = randomBytes(6).toString('hex');
  return `${nonce}${boundTo(userId, nonce)}`;
}

function uploadedBy(storageKey: string, userId: string): boolean {
  const name = storageKey.slice('reviews/'.length);
  return name.length === 24 && boundTo(userId, name.slice(0, 12)) === name.slice(12);
}

/**
 * The stored files of each photo key the customer sent, read from the upload store. A key they did
 * not upload (another customer's, a published review's) or with no files is a 400 naming its place in
 * `images`; `kept` are the keys already on their review, accepted as they are.
 */
export async function describePhotos(
  uploads: UploadStore,
  userId: string,
  keys: string[],
  kept: ReadonlySet<string> = new Set(),
): Promise<ReviewImageRow[]> {
  return Promise.all(
    keys.map(async (storageKey, index) => {
      const mine = kept.has(storageKey) || uploadedBy(storageKey, userId);
      const image = mine ? await readStoredImage(uploads, storageKey) : null;
      if (!image) {
        throw badRequest('That photo was not found: upload it again', 'PHOTO_NOT_FOUND', [
          { field: `images.${index}`, message: 'Not an uploaded review photo' },
        ]);
      }
      return image;
    }),
  );
}
