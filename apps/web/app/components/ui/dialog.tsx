import { type ReactNode, type RefObject, useEffect, useRef } from 'react';

const panel =
  'm-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-900/50 backdrop:backdrop-blur-sm';

/**
 * A modal on the native <dialog>: the browser keeps the focus inside, makes the page behind inert and
 * closes it on Escape, which here asks `onClose` (the caller decides, e.g. not while busy). Shown
 * while `open`, with the focus on `initialFocus` (else where the browser puts it); `className`
 * replaces the look of the panel.
 */
export function Dialog({
  open,
  onClose,
  className = panel,
  initialFocus,
  children,
  ...labels
}: {
  open: boolean;
  onClose: () => void;
  className?: string;
  initialFocus?: RefObject<HTMLElement | null>;
  children: ReactNode;
} & (
  | { 'aria-labelledby': string; 'aria-describedby'?: string }
  | { 'aria-label': string; 'aria-describedby'?: string }
)) {
  const ref = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      dialog.showModal();
      initialFocus?.current?.focus();
    }
    if (!open && dialog.open) dialog.close();
  }, [open, initialFocus]);
  return (
    <dialog
      ref={ref}
      aria-modal="true"
      {...labels}
      onCancel={(event) => {
        event.preventDefault();
        onClose();
      }}
      className={className}
    >
      {children}
    </dialog>
  );
}
