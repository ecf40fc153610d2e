import { blogMessages } from '@shop/shared';

export type UploadOutcome = { ok: true; url: string } | { ok: false; message: string };

/**
 * Sends an image to the shop's upload pipeline (stored as WebP in several widths) from the browser,
 * reporting progress 0..1. XMLHttpRequest because fetch cannot report upload progress. The answer's
 * `coverImage` is the URL to store; a refusal keeps the API's reason after 'Image upload failed'.
 */
export function uploadImage(file: File, onProgress: (fraction: number) => void): Promise<UploadOutcome> {
  return new Promise((resolve) => {
    const request = new XMLHttpRequest();
    request.open('POST', '/api/product/upload-image');
    request.responseType = 'json';
    request.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable) onProgress(event.loaded / event.total);
    });
    request.addEventListener('load', () => {
      const body = (request.response ?? {}) as { coverImage?: string; message?: string };
      if (request.status >= 200 && request.status < 300 && body.coverImage) {
        onProgress(1);
        resolve({ ok: true, url: body.coverImage });
        return;
      }
      const reason = request.status === 413 ? 'The image is too large' : body.message;
      resolve({
        ok: false,
        message: reason ? `${blogMessages.imageUploadFailed}: ${reason}` : blogMessages.imageUploadFailed,
      });
    });
    request.addEventListener('error', () => resolve({ ok: false, message: blogMessages.imageUploadFailed }));
    const form = new FormData();
    form.append('file', file);
    request.send(form);
  });
}
