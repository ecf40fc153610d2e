import type { ReactNode } from 'react';
import { type ButtonLook, buttonClass } from './button';
import { Spinner } from './spinner';

/** A form's submit button; while `busy` it is disabled, spins and says what is happening. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  disabled,
  ...look
}: ButtonLook & {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  disabled?: boolean;
}) {
  return (
    <button
      type="submit"
      disabled={busy || disabled}
      aria-busy={busy || undefined}
      className={buttonClass(look)}
    >
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}
