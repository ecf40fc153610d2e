import { type ReactNode, useId, useRef } from 'react';
import { Button } from './button';
import { Dialog } from './dialog';
import { SubmitButton } from './submit-button';

/**
 * "Are you sure?" on the native <dialog>. The safe choice has the focus; the dialog stays open, saying
 * what it is doing, while `busy` (until the request it confirmed has answered). Fields inside
 * `children` (a reason) reach `onConfirm` as FormData.
 */
export function ConfirmDialog({
  open,
  title,
  children,
  confirmLabel,
  busyLabel,
  cancelLabel = 'Cancel',
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
  const titleId = useId();
  const textId = useId();
  const safeChoice = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      initialFocus={safeChoice}
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
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
          <Button ref={safeChoice} variant="outline" disabled={busy} onClick={onClose}>
            {cancelLabel}
          </Button>
          <SubmitButton busy={busy} busyLabel={busyLabel} variant={tone} size="md">
            {confirmLabel}
          </SubmitButton>
        </div>
      </form>
    </Dialog>
  );
}
