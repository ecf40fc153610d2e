import { type ReactNode, useEffect, useId, useRef } from 'react';
import { buttonOutline, Spinner } from '~/features/cart/ui';

/**
 * A modal confirmation on the native <dialog> (focus kept inside, Escape cancels, the page behind is
 * inert). Stays open, saying what it is doing, until the request it confirmed has answered.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Keep order',
  tone = 'danger',
  busy,
  onConfirm,
  onClose,
}: {
  open: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  busyLabel: string;
  cancelLabel?: string;
  tone?: 'danger' | 'primary';
  busy: boolean;
  onConfirm: (form: FormData) => void;
  onClose: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) dialog.showModal();
    if (!open && dialog.open) dialog.close();
  }, [open]);

  const confirmClass =
    tone === 'danger'
      ? 'bg-red-700 text-white hover:bg-red-800 disabled:bg-red-300'
      : 'bg-brand-700 text-white hover:bg-brand-800 disabled:bg-stone-300';

  return (
    <dialog
      ref={ref}
      aria-modal="true"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onCancel={(event) => {
        event.preventDefault();
        if (!busy) onClose();
      }}
      className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-900/50 backdrop:backdrop-blur-sm"
    >
      <form
        method="dialog"
        className="p-6"
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(new FormData(event.currentTarget));
        }}
      >
        <h2 id={titleId} className="font-display text-xl font-bold text-brand-900">
          {title}
        </h2>
        <div id={textId} className="mt-2 text-sm leading-relaxed text-stone-700">
          {children}
        </div>
        <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          {/* The safe choice has the focus when the dialog opens. */}
          {/* biome-ignore lint/a11y/noAutofocus: focus placement inside a modal dialog */}
          <button type="button" className={buttonOutline} disabled={busy} onClick={onClose} autoFocus>
            {cancelLabel}
          </button>
          <button
            type="submit"
            disabled={busy}
            aria-busy={busy || undefined}
            className={`inline-flex items-center justify-center gap-2 rounded-full px-5 py-2.5 text-sm font-semibold shadow-sm transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed ${confirmClass}`}
          >
            {busy && <Spinner />}
            {busy ? busyLabel : confirmLabel}
          </button>
        </div>
      </form>
    </dialog>
  );
}
