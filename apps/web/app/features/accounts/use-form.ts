import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigate, useNavigation } from 'react-router';
import { loadToast } from '~/components/ui/toaster';
import { type FieldErrors, type FormResult, formValues } from './forms';

type Check = (
  values: Record<string, string>,
) => { ok: true } | { ok: false; fieldErrors: FieldErrors; formError?: string };

interface Shown {
  fieldErrors: FieldErrors;
  formError?: string;
}

/**
 * One form of an account page: checks the values with the shared schema before sending (the action
 * checks them again), shows the action's refusal for this `intent`, and moves focus to the first field
 * in error (or to the form's message) whenever new errors appear.
 */
export function useAccountForm(intent: string, result: FormResult | undefined, check?: Check) {
  const formRef = useRef<HTMLFormElement>(null);
  // Each failed local check is a new object, so the focus effect below runs again for it.
  const [local, setLocal] = useState<Shown | null>(null);
  const mine = result?.intent === intent ? result : undefined;

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (mine) setLocal(null);
  }, [mine]);

  const server: Shown | undefined =
    mine && !mine.ok ? { fieldErrors: mine.fieldErrors ?? {}, formError: mine.formError } : undefined;
  const shown = local ?? server;
  const fieldErrors = shown?.fieldErrors ?? {};
  // The same text under a field and above the form says it twice.
  const formError =
    shown?.formError && !Object.values(fieldErrors).includes(shown.formError) ? shown.formError : undefined;

  // Focus follows each refused submit: a new server answer or another failed local check.
  useEffect(() => {
    if (!local && !(mine && !mine.ok)) return;
    const form = formRef.current;
    const target =
      form?.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form?.querySelector<HTMLElement>('[data-form-error]');
    target?.focus();
  }, [local, mine]);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    if (!check) return;
    const outcome = check(formValues(new FormData(event.currentTarget)));
    if (outcome.ok) {
      setLocal(null);
      return;
    }
    event.preventDefault();
    setLocal({
      fieldErrors: outcome.fieldErrors,
      formError: 'formError' in outcome ? outcome.formError : undefined,
    });
  };

  return { formRef, onSubmit, fieldErrors, formError, busy: useBusy(intent) };
}

/** True while this intent's submission (and the reload after it) is under way. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}

/**
 * The success half of the account forms' one approach: the action answered `ok` with a toast text and
 * maybe a next page; show the toast and go there (replacing the form page in the history).
 */
export function useSuccess(result: FormResult | undefined, onSuccess?: (result: FormResult) => void) {
  const navigate = useNavigate();
  const callback = useRef(onSuccess);
  callback.current = onSuccess;
  useEffect(() => {
    if (!result?.ok) return;
    const { message, redirectTo } = result;
    if (message) void loadToast().then((toast) => toast.success(message));
    callback.current?.(result);
    if (redirectTo) navigate(redirectTo, { replace: true });
  }, [result, navigate]);
}
