import type { ReactNode } from 'react';
import { AlertIcon, CheckIcon } from './page-icons';

const tones = {
  error:
    'border-red-200 bg-red-50 text-red-800 focus:outline-none focus-visible:ring-2 focus-visible:ring-red-600/40',
  success: 'border-brand-200 bg-brand-50 text-brand-900',
  info: 'border-amber-200 bg-amber-50 text-amber-900',
} as const;

/**
 * A message in a box. An error is announced at once (role="alert") and can take the focus, so a form
 * moves it there when the server refuses (see components/form/use-form); success and info are calm
 * notes (role="status"). Nothing is drawn when there is nothing to say.
 */
export function Alert({
  tone = 'error',
  children,
  className = '',
}: {
  tone?: keyof typeof tones;
  children?: ReactNode;
  className?: string;
}) {
  if (children === undefined || children === null || children === false || children === '') return null;
  const error = tone === 'error';
  const Icon = error ? AlertIcon : CheckIcon;
  return (
    <div
      role={error ? 'alert' : 'status'}
      tabIndex={error ? -1 : undefined}
      data-form-error={error || undefined}
      className={`flex items-start gap-2.5 rounded-xl border px-4 py-3 text-sm ${tones[tone]} ${className}`}
    >
      <Icon className="mt-0.5 h-4 w-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}
