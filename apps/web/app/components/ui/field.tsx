import {
  type InputHTMLAttributes,
  type ReactNode,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import type { FieldErrors } from '~/lib/form-result';
import { AlertIcon, EyeIcon, EyeOffIcon } from './icons';

const control =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 disabled:bg-stone-100 disabled:text-stone-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25';

/** A text box (input or textarea); a read-only one (a promo code once applied) is greyed. */
export const inputClass = `${control} read-only:bg-stone-100 read-only:text-stone-600`;

/** A <select> (it never matches :read-write, so it must not take the read-only look). */
export const selectClass = control;

/** What every field takes besides its control's own attributes. */
interface FieldOwnProps {
  name: string;
  label: ReactNode;
  /** The message under the field; or give `errors` (a form result's field errors) to pick it by name. */
  error?: string;
  errors?: FieldErrors;
  hint?: ReactNode;
  /** A red asterisk after the label, where a form also has optional fields. */
  requiredMark?: boolean;
  /** Classes of the field's wrapper (grid placement, say). */
  className?: string;
}

/** The ids and attributes that tie a control to its label, hint and error for screen readers. */
function useFieldIds(name: string, id: string | undefined, error: string | undefined, hint: ReactNode) {
  const generated = useId();
  const controlId = id ?? `${generated}-${name}`;
  const errorId = error ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    controlId,
    errorId,
    hintId,
    aria: {
      'aria-invalid': error ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
  };
}

function FieldShell({
  controlId,
  errorId,
  hintId,
  label,
  error,
  hint,
  requiredMark,
  className,
  children,
}: {
  controlId: string;
  errorId?: string;
  hintId?: string;
  label: ReactNode;
  error?: string;
  hint?: ReactNode;
  requiredMark?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={controlId} className="block text-sm font-medium text-stone-800">
        {label}
        {requiredMark && (
          <span aria-hidden="true" className="ml-0.5 text-red-700">
            *
          </span>
        )}
      </label>
      <div className="relative mt-1.5">{children}</div>
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

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'> &
  FieldOwnProps & {
    /** Something drawn inside the input's right edge (the password toggle). */
    addon?: ReactNode;
    /** Classes added to the input itself. */
    inputClassName?: string;
  };

/** A labelled input with its hint and error wired up (aria-invalid, aria-describedby). */
export function TextField({
  name,
  label,
  error,
  errors,
  hint,
  requiredMark,
  className,
  addon,
  inputClassName = '',
  id,
  ...input
}: TextFieldProps) {
  const message = error ?? errors?.[name];
  const ids = useFieldIds(name, id, message, hint);
  return (
    <FieldShell {...ids} {...{ label, error: message, hint, requiredMark, className }}>
      <input
        id={ids.controlId}
        name={name}
        {...ids.aria}
        className={`${inputClass} ${addon ? 'pr-12' : ''} ${inputClassName}`}
        {...input}
      />
      {addon}
    </FieldShell>
  );
}

/** A password input with a show/hide toggle (the toggle says what it will do and whether it is on). */
export function PasswordField(props: Omit<TextFieldProps, 'type' | 'addon'>) {
  const [visible, setVisible] = useState(false);
  const generated = useId();
  const id = props.id ?? `${generated}-${props.name}`;
  return (
    <TextField
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

type SelectFieldProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'name' | 'className'> &
  FieldOwnProps & { selectClassName?: string };

/** A labelled <select>; its options are the children. */
export function SelectField({
  name,
  label,
  error,
  errors,
  hint,
  requiredMark,
  className,
  selectClassName = '',
  id,
  children,
  ...select
}: SelectFieldProps) {
  const message = error ?? errors?.[name];
  const ids = useFieldIds(name, id, message, hint);
  return (
    <FieldShell {...ids} {...{ label, error: message, hint, requiredMark, className }}>
      <select
        id={ids.controlId}
        name={name}
        {...ids.aria}
        className={`${selectClass} ${selectClassName}`}
        {...select}
      >
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'> &
  FieldOwnProps & { textareaClassName?: string };

/** A labelled multi-line text box. */
export function TextAreaField({
  name,
  label,
  error,
  errors,
  hint,
  requiredMark,
  className,
  textareaClassName = '',
  id,
  ...textarea
}: TextAreaFieldProps) {
  const message = error ?? errors?.[name];
  const ids = useFieldIds(name, id, message, hint);
  return (
    <FieldShell {...ids} {...{ label, error: message, hint, requiredMark, className }}>
      <textarea
        id={ids.controlId}
        name={name}
        {...ids.aria}
        className={`${inputClass} ${textareaClassName}`}
        {...textarea}
      />
    </FieldShell>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'className'> &
  Omit<FieldOwnProps, 'requiredMark'>;

/** A checkbox with its label beside it, and its hint and error below. */
export function Checkbox({ name, label, error, errors, hint, className, id, ...input }: CheckboxProps) {
  const message = error ?? errors?.[name];
  const ids = useFieldIds(name, id, message, hint);
  return (
    <div className={className}>
      <label htmlFor={ids.controlId} className="flex items-start gap-3 text-sm text-stone-800">
        <input
          id={ids.controlId}
          name={name}
          type="checkbox"
          {...ids.aria}
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          {...input}
        />
        <span>{label}</span>
      </label>
      {message && (
        <p id={ids.errorId} className="mt-1.5 flex items-start gap-1.5 text-sm text-red-700">
          <AlertIcon className="mt-0.5 h-4 w-4 shrink-0" />
          {message}
        </p>
      )}
      {hint && (
        <p id={ids.hintId} className="mt-1.5 text-xs text-stone-600">
          {hint}
        </p>
      )}
    </div>
  );
}
