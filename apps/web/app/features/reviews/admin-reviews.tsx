import { type AdminReview, formatDate, type ReviewStatus } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Stars } from '~/components/product/rating-stars';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Checkbox, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { AnyFormResult } from '~/lib/form-result';
import { productPath } from '~/lib/links';

const tabs: { status: ReviewStatus; label: string }[] = [
  { status: 'pending', label: 'Waiting' },
  { status: 'published', label: 'Published' },
  { status: 'hidden', label: 'Hidden' },
];

interface Props {
  status: ReviewStatus;
  list: { reviews: AdminReview[]; total: number; page: number; limit: number; pending: number };
  settings: { autoPublish: boolean };
  result: AnyFormResult | undefined;
}

/** /admin/reviews: the moderation queue (docs/PRODUCT.md, Reviews), one state per tab, oldest first. */
export function ReviewsAdmin({ status, list, settings, result }: Props) {
  const pages = Math.ceil(list.total / list.limit);
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Reviews</h2>
      <SettingsForm key={String(settings.autoPublish)} autoPublish={settings.autoPublish} result={result} />
      <nav aria-label="Review states" className="flex flex-wrap gap-2">
        {tabs.map((tab) => (
          <Link
            key={tab.status}
            to={`?status=${tab.status}`}
            aria-current={tab.status === status ? 'page' : undefined}
            className={`rounded-full px-4 py-2 text-sm font-semibold ${
              tab.status === status
                ? 'bg-brand-700 text-white'
                : 'bg-stone-100 text-stone-800 hover:bg-stone-200'
            }`}
          >
            {tab.label}
            {tab.status === 'pending' && list.pending > 0 ? ` (${list.pending})` : ''}
          </Link>
        ))}
      </nav>
      {list.reviews.length === 0 ? (
        <p className="text-stone-600">No reviews here.</p>
      ) : (
        <ul className="space-y-4">
          {list.reviews.map((review) => (
            <ReviewCard
              key={`${review.id}-${review.status}-${review.reply?.text ?? ''}`}
              review={review}
              result={result}
            />
          ))}
        </ul>
      )}
      {pages > 1 && (
        <nav aria-label="Pages" className="flex items-center gap-4 text-sm">
          {list.page > 1 && <Link to={`?status=${status}&page=${list.page - 1}`}>← Previous</Link>}
          <span>
            Page {list.page} of {pages}
          </span>
          {list.page < pages && <Link to={`?status=${status}&page=${list.page + 1}`}>Next →</Link>}
        </nav>
      )}
    </div>
  );
}

function SettingsForm({ autoPublish, result }: { autoPublish: boolean; result: AnyFormResult | undefined }) {
  const form = useForm({ intent: 'settings', result });
  useFormResult(result, { intent: 'settings' });
  return (
    <Form method="post" ref={form.ref} className={`${cardClass} flex flex-wrap items-end gap-4 p-4`}>
      <input type="hidden" name="intent" value="settings" />
      <Checkbox
        name="autoPublish"
        label="Publish new and edited reviews without moderation"
        hint="Off: every review waits here until you publish it."
        defaultChecked={form.typed ? form.typed.autoPublish === 'on' : autoPublish}
      />
      <SubmitButton busy={form.busy} busyLabel="Saving…" variant="outline" size="sm">
        Save
      </SubmitButton>
    </Form>
  );
}

function ReviewCard({ review, result }: { review: AdminReview; result: AnyFormResult | undefined }) {
  const intent = `moderate-${review.id}`;
  const form = useForm({ intent, result });
  useFormResult(result, { intent });
  const errors = form.fieldErrors;
  return (
    <li className={`${cardClass} p-4 sm:p-5`}>
      <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <Stars value={review.rating} size="h-4 w-4" />
        <h3 className="font-semibold text-stone-900">{review.title}</h3>
      </div>
      <p className="mt-1 text-sm text-stone-600">
        <Link to={productPath(review.product.id)} className="font-semibold text-brand-800 hover:underline">
          {review.product.name}
        </Link>{' '}
        · {review.customer.name} ({review.customer.email}) · {formatDate(review.updatedAt)}
      </p>
      <p className="mt-2 whitespace-pre-line text-stone-800">{review.text}</p>
      {review.images.length > 0 && (
        <ul className="mt-2 flex gap-2" aria-label="Photos">
          {review.images.map((image) => (
            <li key={image._id}>
              <a href={image.url} target="_blank" rel="noreferrer">
                <img
                  src={image.url}
                  alt=""
                  width={64}
                  height={64}
                  className="h-16 w-16 rounded-lg object-cover"
                />
              </a>
            </li>
          ))}
        </ul>
      )}
      {review.hiddenReason && (
        <p className="mt-2 text-sm text-red-800">
          {review.status === 'hidden' ? 'Hidden' : 'Hidden before the customer edited it'}:{' '}
          {review.hiddenReason}
        </p>
      )}
      <Form method="post" ref={form.ref} className="mt-4 space-y-3" aria-label={`Moderate “${review.title}”`}>
        <input type="hidden" name="id" value={review.id} />
        <Alert>{form.message}</Alert>
        <TextAreaField
          name="reply"
          label="Public reply (optional)"
          rows={2}
          defaultValue={form.typed?.reply ?? review.reply?.text ?? ''}
          errors={errors}
        />
        <TextField
          name="reason"
          label="Reason, to hide it"
          defaultValue={form.typed?.reason ?? review.hiddenReason ?? ''}
          errors={errors}
        />
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            name="status"
            value="published"
            className={buttonClass({ size: 'sm' })}
            disabled={form.busy}
          >
            {review.status === 'published' ? 'Save reply' : 'Publish'}
          </button>
          <button
            type="submit"
            name="status"
            value="hidden"
            className={buttonClass({ variant: 'outline', size: 'sm' })}
            disabled={form.busy}
          >
            {review.status === 'hidden' ? 'Keep hidden' : 'Hide'}
          </button>
        </div>
        <input type="hidden" name="intent" value={intent} />
      </Form>
    </li>
  );
}
