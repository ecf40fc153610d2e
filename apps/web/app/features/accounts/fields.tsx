import { type InputHTMLAttributes, type ReactNode, useId, useState } from 'react';
import { AlertIcon, CheckIcon, EyeIcon, EyeOffIcon } from '~/components/ui/icons';

export const inputClass =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 read-only:bg-stone-100 read-only:text-stone-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25';

export const primaryButton =
  'inline-flex w-full items-center justify-center gap-2 rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-700';

export const secondaryButton =
  'inline-flex items-center justify-center gap-2 rounded-full border border-brand-700 px-5 py-2.5 text-sm font-semibold text-brand-800 transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:border-stone-300 disabled:text-stone-500';

export const textLink =
  'font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 rounded';

type FieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name'> & {
  name: string;
  label: string;
  error?: string;
  hint?: ReactNode;
  /** Something drawn inside the input's right edge (the password toggle). */
  addon?: ReactNode;
};

/** A labelled input with its hint and error wired up for screen readers (aria-invalid, aria-describedby). */
export function Field({ name, label, error, hint, addon, className = '', id, ...input }: FieldProps) {
  const generated = useId();
  const inputId = id ?? `${generated}-${name}`;
  const hintId = hint ? `${inputId}-hint` : undefined;
  const errorId = error ? `${inputId}-error` : undefined;
  const describedBy = [errorId, hintId].filter(Boolean).join(' ') || undefined;
  return (
    <div className={className}>
      <label htmlFor={inputId} className="block text-sm font-medium text-stone-800">
        {label}
      </label>
      <div className="relative mt-1.5">
        <input
          id={inputId}
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy}
          className={`${inputClass} ${addon ? 'pr-12' : ''}`}
          {...input}
        />
        {addon}
      </div>
      {error && (
        <p id={errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {error}
        </p>
      )}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}

/** A password input with a show/hide toggle (the toggle says what it will do and whether it is on). */
export function PasswordField(props: Omit<FieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = props.id ?? `${generated}-${props.name}`;
  return (
    <Field
      {...props}
      id={id}
      type={visible ? 'text' : 'password'}
      autoCapitalize="none"
      spellCheck={false}
      addon={
        <button
          type="button"
          onClick={() => setVisible((shown) => !shown)}
          aria-label={visible ? 'Hide password' : 'Show password'}
          aria-pressed={visible}
          aria-controls={id}
          className="absolute inset-y-0 right-1 my-1 flex w-10 items-center justify-center rounded-lg text-stone-500 transition hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-brand-700"
        >
          {visible ? <EyeOffIcon className="h-5 w-5" /> : <EyeIcon className="h-5 w-5" />}
        </button>
      }
    />
  );
}

/** The form's own message (the server's refusal): announced at once, and focusable for the focus move. */
export function FormAlert({ message }: { message?: string }) {
  if (!message) return null;
  return (
    <div
      role="alert"
      tabIndex={-1}
      data-form-error
      className="flex items-start gap-2.5 rounded-xl border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600/40"
    >
      <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <p>{message}</p>
    </div>
  );
}

/** A calm note: a code was sent, a request went through. */
export function FormNotice({
  children,
  tone = 'success',
}: {
  children: ReactNode;
  tone?: 'success' | 'info';
}) {
  const colours =
    tone === 'success'
      ? 'border-brand-200 bg-brand-50 text-brand-900'
      : 'border-amber-200 bg-amber-50 text-amber-900';
  return (
    <div role="status" className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${colours}`}>
      <CheckIcon className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** The form's main button; says what is happening while the request runs. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = primaryButton,
  disabled,
}: {
  busy: boolean;
  busyLabel: string;
  children: ReactNode;
  className?: string;
  disabled?: boolean;
}) {
  return (
    <button type="submit" disabled={busy || disabled} aria-busy={busy || undefined} className={className}>
      {busy && <Spinner />}
      {busy ? busyLabel : children}
    </button>
  );
}

export function Spinner() {
  return (
    <svg
      viewBox="0 0 24 24"
      className="h-4 w-4 animate-spin motion-reduce:animate-none"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeOpacity="0.3" strokeWidth="3" />
      <path
        d="M21 12a9 9 0 0 0-9-9"
        fill="none"
        stroke="currentColor"
        strokeWidth="3"
        strokeLinecap="round"
      />
    </svg>
  );
}
