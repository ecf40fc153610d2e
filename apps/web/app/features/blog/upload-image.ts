import { blogMessages } from '@shop/shared';
import { uploadToApi } from '~/lib/browser-api';

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * Sends an image to the shop's upload pipeline (stored as WebP in several widths) from the browser,
 * reporting progress 0..1. The answer's `coverImage` is the URL to store; a refusal keeps the API's
 * reason after 'Image upload failed'.
 */
export async function uploadImage(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<UploadOutcome> {
  const result = await uploadToApi('POST /product/upload-image', file, onProgress);
  if (result.ok && result.body.coverImage) return { ok: true, url: result.body.coverImage };
  const reason = result.status === 413 ? 'The image is too large' : !result.ok && result.error?.message;
  return {
    ok: false,
    message: reason ? `${blogMessages.imageUploadFailed}: ${reason}` : blogMessages.imageUploadFailed,
  };
}
