import { ageGateMessages, limits } from '@shop/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Form, useFetcher, useLocation } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { trapFocus } from '~/lib/trap-focus';

/**
 * 'Are you over 18?' for age-restricted products. Rendered by the server, so it shows before
 * JavaScript; VERIFY AGE clears it and records the answer for the session (routes/age-check.tsx: the
 * same answer lets the product into the cart): without JavaScript the form posts there and comes back
 * with `?age=verified`, with JavaScript a fetcher posts it and the dialog closes at once. CANCEL goes home.
 */
export function AgeGate() {
  const [open, setOpen] = useState(true);
  const fetcher = useFetcher();
  const { pathname, search } = useLocation();
  const titleId = useId();
  const textId = useId();
  const dialog = useRef<HTMLDivElement>(null);
  const verify = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    verify.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Tab' && dialog.current) trapFocus(event, dialog.current);
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
    };
  }, [open]);

  if (!open) return null;
  return (
    <div className="fixed inset-0 z-50 flex items-center justify-center bg-stone-900/70 p-4 backdrop-blur-sm">
      <div
        ref={dialog}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={textId}
        className="w-full max-w-md rounded-3xl bg-cream p-8 text-center shadow-2xl"
      >
        <p className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-saffron-400/25 font-display text-2xl font-bold text-amber-900">
          {limits.adultAge}+
        </p>
        <h2 id={titleId} className="mt-5 font-display text-3xl font-bold text-brand-900">
          {ageGateMessages.title}
        </h2>
        <p id={textId} className="mt-3 text-stone-700">
          {ageGateMessages.text}
        </p>
        <div className="mt-7 flex flex-col gap-3 sm:flex-row-reverse">
          <form
            method="post"
            action="/age-check"
            className="flex-1"
            onSubmit={(event) => {
              event.preventDefault();
              setOpen(false);
              fetcher.submit(event.currentTarget, { method: 'post', action: '/age-check' });
            }}
          >
            <input type="hidden" name="back" value={`${pathname}${search}`} />
            <button
              ref={verify}
              type="submit"
              // biome-ignore lint/a11y/noAutofocus: the dialog's first action must hold focus as it opens
              autoFocus
              className={buttonClass({ full: true, className: 'font-bold tracking-wide' })}
            >
              VERIFY AGE
            </button>
          </form>
          <Form method="get" action="/" className="flex-1">
            <button
              type="submit"
              className="w-full rounded-full border border-stone-400 bg-white px-6 py-3 text-sm font-bold tracking-wide text-stone-800 hover:bg-stone-100 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              CANCEL
            </button>
          </Form>
        </div>
      </div>
    </div>
  );
}
