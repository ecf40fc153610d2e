import { pincodePattern } from '@shop/shared';
import { type FormEvent, useId, useState } from 'react';
import { fetchApi } from '~/lib/browser-api';
import { answerOf, type PincodeAnswer, pincodeTexts, typedPincode } from './pincode-answer';

const toneClass: Record<PincodeAnswer['tone'], string> = {
  cod: 'text-brand-800',
  prepaid: 'text-amber-800',
  unserved: 'text-red-700',
  error: 'text-red-700',
};

/**
 * "Check delivery": a pincode box on the product page (and at checkout). Without JavaScript it is a
 * GET form back to the page (`?pincode=`), whose loader passes the answer in as `initial`; with
 * JavaScript the same form asks the API directly and shows the answer in place.
 */
export function PincodeCheck({
  initial,
  keep,
  className = '',
}: {
  initial?: PincodeAnswer | null;
  /** Query values the page's address carries that the GET form must keep (checkout's `promo`). */
  keep?: Record<string, string>;
  className?: string;
}) {
  const [answer, setAnswer] = useState<PincodeAnswer | null>(initial ?? null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('pincode') ?? '');
    const typed = typedPincode(value);
    if ('answer' in typed) {
      setAnswer(typed.answer);
      return;
    }
    setBusy(true);
    const result = await fetchApi('GET /shipping/pincode/:pincode', { params: { pincode: typed.pincode } });
    setBusy(false);
    setAnswer(
      result.ok
        ? answerOf(result.body)
        : { pincode: typed.pincode, text: pincodeTexts.failed, tone: 'error' },
    );
  };

  return (
    <form
      method="get"
      onSubmit={onSubmit}
      className={`max-w-sm ${className}`}
      data-testid="pincode-check"
      noValidate
    >
      {Object.entries(keep ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label htmlFor={`${id}-pincode`} className="text-sm font-semibold text-stone-800">
        Check delivery
      </label>
      <div className="mt-1.5 flex gap-2">
        <input
          id={`${id}-pincode`}
          name="pincode"
          inputMode="numeric"
          autoComplete="postal-code"
          pattern={pincodePattern}
          maxLength={6}
          placeholder="Pincode"
          defaultValue={initial?.pincode ?? ''}
          aria-describedby={`${id}-answer`}
          aria-invalid={answer?.tone === 'error' || undefined}
          className="w-32 rounded-xl border border-stone-300 bg-white px-3 py-2 text-base text-stone-900 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/30"
        />
        <button
          type="submit"
          disabled={busy}
          className="rounded-xl border border-brand-700 px-4 py-2 text-sm font-semibold text-brand-800 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-brand-700 disabled:opacity-60"
        >
          {busy ? 'Checking…' : 'Check'}
        </button>
      </div>
      <p
        id={`${id}-answer`}
        role="status"
        aria-live="polite"
        className={`mt-2 min-h-5 text-sm font-medium ${answer ? toneClass[answer.tone] : ''}`}
      >
        {answer?.text}
      </p>
    </form>
  );
}
