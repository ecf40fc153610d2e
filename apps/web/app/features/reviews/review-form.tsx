import { type MyReview, type ReviewImage, reviewLimits } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { uploadToApi } from '~/lib/browser-api';
import type { AnyFormResult } from '~/lib/form-result';

/** The review as typed, sent back with a refusal (posted without JavaScript, the form shows it again). */
export interface SentReview {
  rating: string;
  title: string;
  text: string;
}

const statusNote: Record<MyReview['status'], string> = {
  pending: 'Your review waits for the shop to read it before it appears here.',
  published: 'Your review is published.',
  hidden: 'Your review is not shown',
};

/**
 * Write or edit one's review (docs/PRODUCT.md, Reviews): a plain form posted to the product page's
 * action, so it works without JavaScript; photos (up to 3) are sent to the upload route as they are
 * chosen and the form carries their keys, or, before hydration, posted with the form for the action to
 * send on.
 */
export function ReviewForm({
  productId,
  mine,
  result,
}: {
  productId: string;
  mine: MyReview | null;
  result: AnyFormResult | undefined;
}) {
  const form = useForm({
    intent: 'review',
    result,
    // The product page's first download stays without the validation library (docs/PERFORMANCE.md).
    loadCheck: () => import('./review-check').then((module) => module.checkReview),
  });
  useFormResult(result, { intent: 'review' });
  const [photos, setPhotos] = useState<ReviewImage[]>(mine?.images ?? []);
  const [photoError, setPhotoError] = useState<string>();
  const [uploading, setUploading] = useState(false);
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  const errors = form.fieldErrors;
  // What was typed before a refusal (posted without JavaScript), else the customer's saved review.
  const typed =
    result?.intent === 'review' && !result.ok ? (result as { sent?: SentReview }).sent : undefined;
  const shown =
    typed ?? (mine ? { rating: String(mine.rating), title: mine.title, text: mine.text } : undefined);

  async function addPhotos(files: FileList | null) {
    setPhotoError(undefined);
    const chosen = Array.from(files ?? []).slice(0, reviewLimits.photos - photos.length);
    setUploading(true);
    for (const file of chosen) {
      const answer = await uploadToApi('POST /reviews/photos', file, () => {});
      if (answer.ok) setPhotos((current) => [...current, answer.body.image]);
      else setPhotoError(answer.error?.message ?? 'That file could not be used as a photo');
    }
    setUploading(false);
  }

  return (
    <Form
      method="post"
      encType="multipart/form-data"
      ref={form.ref}
      onSubmit={form.onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Your review"
    >
      <input type="hidden" name="intent" value="review" />
      <input type="hidden" name="productId" value={productId} />
      {mine && <input type="hidden" name="editing" value="1" />}
      {mine && (
        <Alert tone="info">
          {statusNote[mine.status]}
          {mine.status === 'hidden' && mine.hiddenReason ? `: ${mine.hiddenReason}.` : ''} Editing it sends it
          to the shop again.
        </Alert>
      )}
      <Alert>{form.message}</Alert>
      <fieldset>
        <legend className="block text-sm font-medium text-stone-800">Your rating</legend>
        <div className="mt-1.5 flex flex-wrap gap-2">
          {[5, 4, 3, 2, 1].map((stars) => (
            <label
              key={stars}
              className="flex cursor-pointer items-center gap-1.5 rounded-lg border border-stone-300 px-3 py-2 text-sm has-[:checked]:border-brand-700 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="rating"
                value={stars}
                defaultChecked={shown?.rating === String(stars)}
                className="accent-brand-700"
                aria-invalid={errors.rating ? true : undefined}
              />
              {stars}★
            </label>
          ))}
        </div>
        {errors.rating && <p className="mt-1 text-sm text-red-700">{errors.rating}</p>}
      </fieldset>
      <TextField
        name="title"
        label="Title"
        maxLength={reviewLimits.titleMax}
        defaultValue={shown?.title}
        errors={errors}
      />
      <TextAreaField
        name="text"
        label="Your review"
        rows={5}
        maxLength={reviewLimits.textMax}
        defaultValue={shown?.text}
        errors={errors}
      />
      <div>
        <p className="text-sm font-medium text-stone-800">Photos (up to {reviewLimits.photos})</p>
        {photos.length > 0 && (
          <ul className="mt-2 flex gap-2">
            {photos.map((photo) => (
              <li key={photo._id} className="relative">
                <input type="hidden" name="images" value={photo._id} />
                <img
                  src={photo.url}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-lg object-cover"
                />
                {scripted && (
                  <button
                    type="button"
                    onClick={() => setPhotos((current) => current.filter((p) => p._id !== photo._id))}
                    className="absolute -top-2 -right-2 rounded-full bg-white px-1.5 text-xs font-bold text-stone-700 shadow ring-1 ring-stone-300"
                    aria-label="Remove this photo"
                  >
                    ×
                  </button>
                )}
              </li>
            ))}
          </ul>
        )}
        {photos.length < reviewLimits.photos &&
          (scripted ? (
            <input
              type="file"
              accept="image/*"
              multiple
              aria-label="Add photos"
              disabled={uploading}
              onChange={(event) => void addPhotos(event.currentTarget.files)}
              className="mt-2 block text-sm"
            />
          ) : (
            // Before hydration (or with no JavaScript) the files go with the form; the action sends them on.
            <input
              type="file"
              name="photos"
              accept="image/*"
              multiple
              aria-label="Add photos"
              aria-invalid={errors.photos ? true : undefined}
              className="mt-2 block text-sm [html[data-hydrated]_&]:hidden"
            />
          ))}
        {(photoError || errors.images || errors.photos) && (
          <p className="mt-1 text-sm text-red-700">{photoError ?? errors.images ?? errors.photos}</p>
        )}
      </div>
      <SubmitButton busy={form.busy || uploading} busyLabel={uploading ? 'Uploading photo…' : 'Sending…'}>
        {mine ? 'Save my review' : 'Submit review'}
      </SubmitButton>
    </Form>
  );
}
