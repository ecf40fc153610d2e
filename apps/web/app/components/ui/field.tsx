import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type SelectHTMLAttributes,
  type TextareaHTMLAttributes,
  useId,
  useState,
} from 'react';
import type { FieldErrors } from '~/lib/form-result';
import { AlertIcon, EyeIcon, EyeOffIcon } from './page-icons';

const control =
  'block w-full rounded-xl border border-stone-300 bg-white px-4 py-2.5 text-base text-stone-900 shadow-sm transition placeholder:text-stone-400 focus:border-brand-600 focus:outline-none focus:ring-2 focus:ring-brand-600/25 disabled:bg-stone-100 disabled:text-stone-600 aria-[invalid=true]:border-red-600 aria-[invalid=true]:focus:ring-red-600/25';

/** A text box (input or textarea); a read-only one (a promo code once applied) is greyed. */
export const inputClass = `${control} read-only:bg-stone-100 read-only:text-stone-600`;

/** A <select> (it never matches :read-write, so it must not take the read-only look). */
const selectClass = control;

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

/**
 * What every field shares: the ids that tie its control to the label, hint and error for screen
 * readers (aria-invalid, aria-describedby), the props of its shell, and the control's own props.
 */
function useFieldParts<Rest>(props: FieldOwnProps & { id?: string } & Rest) {
  const { name, label, error, errors, hint, requiredMark, className, id, ...rest } = props;
  const message = error ?? errors?.[name];
  const generated = useId();
  const controlId = id ?? `${generated}-${name}`;
  const errorId = message ? `${controlId}-error` : undefined;
  const hintId = hint ? `${controlId}-hint` : undefined;
  return {
    shell: { controlId, errorId, hintId, label, error: message, hint, requiredMark, className },
    control: {
      id: controlId,
      name,
      'aria-invalid': message ? true : undefined,
      'aria-describedby': [errorId, hintId].filter(Boolean).join(' ') || undefined,
    },
    rest,
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
      <FieldMessages errorId={errorId} hintId={hintId} error={error} hint={hint} />
    </div>
  );
}

/** The error (announced with the control) and the hint under a field. */
function FieldMessages({
  errorId,
  hintId,
  error,
  hint,
}: {
  errorId?: string;
  hintId?: string;
  error?: string;
  hint?: ReactNode;
}) {
  return (
    <>
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
    </>
  );
}

type TextFieldProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'className'> &
  FieldOwnProps & {
    /** Something drawn inside the input's right edge (the password toggle). */
    addon?: ReactNode;
    /** Classes added to the input itself. */
    inputClassName?: string;
    ref?: Ref<HTMLInputElement>;
  };

/** A labelled input with its hint and error wired up (aria-invalid, aria-describedby). */
export function TextField(props: TextFieldProps) {
  const { shell, control, rest } = useFieldParts(props);
  const { addon, inputClassName = '', ...input } = rest;
  return (
    <FieldShell {...shell}>
      <input {...control} className={`${inputClass} ${addon ? 'pr-12' : ''} ${inputClassName}`} {...input} />
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
export function SelectField(props: SelectFieldProps) {
  const { shell, control, rest } = useFieldParts(props);
  const { selectClassName = '', children, ...select } = rest;
  return (
    <FieldShell {...shell}>
      <select {...control} className={`${selectClass} ${selectClassName}`} {...select}>
        {children}
      </select>
    </FieldShell>
  );
}

type TextAreaFieldProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'name' | 'className'> &
  FieldOwnProps & { textareaClassName?: string };

/** A labelled multi-line text box. */
export function TextAreaField(props: TextAreaFieldProps) {
  const { shell, control, rest } = useFieldParts(props);
  const { textareaClassName = '', ...textarea } = rest;
  return (
    <FieldShell {...shell}>
      <textarea {...control} className={`${inputClass} ${textareaClassName}`} {...textarea} />
    </FieldShell>
  );
}

type CheckboxProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'name' | 'type' | 'className'> &
  Omit<FieldOwnProps, 'requiredMark'>;

/** A checkbox with its label beside it, and its hint and error below. */
export function Checkbox(props: CheckboxProps) {
  const { shell, control, rest } = useFieldParts(props);
  return (
    <div className={shell.className}>
      <label htmlFor={shell.controlId} className="flex items-start gap-3 text-sm text-stone-800">
        <input
          {...control}
          type="checkbox"
          className="mt-0.5 h-4 w-4 shrink-0 rounded border-stone-300 accent-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
          {...rest}
        />
        <span>{shell.label}</span>
      </label>
      <FieldMessages {...shell} />
    </div>
  );
}
