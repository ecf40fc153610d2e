import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { loadToast } from '~/components/ui/toaster';
import type { AnyFormResult } from '~/lib/form-result';

/**
 * Acts once on each new answer of an action or fetcher (the form pattern; see docs/decisions/0007): a
 * success toasts its message, runs `onSuccess` and goes to its `redirectTo` (replacing the form page);
 * a refusal goes to `onFailure`, which may take it over (return true), and is toasted when
 * `toastFailure` is set (fetchers, whose page has no place for the message). Forms show their own
 * refusals with useForm.
 */
export function useFormResult<Result extends AnyFormResult>(
  result: Result | undefined,
  options: {
    /** Only answers of this intent. */
    intent?: string;
    onSuccess?: (result: Extract<Result, { ok: true }>) => void;
    onFailure?: (result: Extract<Result, { ok: false }>) => boolean | undefined;
    toastFailure?: boolean;
  } = {},
) {
  const navigate = useNavigate();
  const seen = useRef<Result | undefined>(undefined);
  const latest = useRef(options);
  latest.current = options;

  useEffect(() => {
    const { intent, onSuccess, onFailure, toastFailure } = latest.current;
    if (!result || seen.current === result || (intent !== undefined && result.intent !== intent)) return;
    seen.current = result;
    if (result.ok) {
      const { message, redirectTo } = result;
      if (message) void loadToast().then((toast) => toast.success(message));
      onSuccess?.(result as Extract<Result, { ok: true }>);
      if (redirectTo) navigate(redirectTo, { replace: true });
      return;
    }
    if (onFailure?.(result as Extract<Result, { ok: false }>)) return;
    const { message } = result;
    if (toastFailure && message) void loadToast().then((toast) => toast.error(message));
  }, [result, navigate]);
}
