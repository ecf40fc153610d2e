import { type FormEvent, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import {
  type AnyFormResult,
  type Checked,
  formValues,
  type ShownFailure,
  shownFailure,
} from '~/lib/form-result';

/** A check run in the browser before sending, usually `(values) => validate(SomeSchema, values)`. */
type FormCheck = (values: Record<string, string>) => Checked<unknown>;

/**
 * One form of a page (the form pattern; see docs/decisions/0007). It checks the values with the shared
 * schema before sending (the action checks them again, so the form also works without JavaScript),
 * shows the action's refusal for this `intent`, and moves the focus to the first field in error (or to
 * the form's message) whenever new errors appear. Spread `ref` and `onSubmit` on the <Form>.
 */
export function useForm({
  intent,
  result,
  check: givenCheck,
  loadCheck,
  fetcher,
}: {
  intent: string;
  /** The action's answer: the route's actionData, or a fetcher's data. */
  result: AnyFormResult | undefined;
  check?: FormCheck;
  /**
   * The check as a module of its own, fetched once the page is hydrated, for a form on a page that
   * must hydrate fast (its schema would put the validation library on the page's first download).
   * A submit before it arrived is checked by the action alone, as without JavaScript.
   */
  loadCheck?: () => Promise<FormCheck>;
  /** When the form is a fetcher's: its state says whether the form is busy. */
  fetcher?: { state: string };
}) {
  const ref = useRef<HTMLFormElement>(null);
  const [loadedCheck, setLoadedCheck] = useState<FormCheck>();
  const loader = useRef(loadCheck);
  useEffect(() => {
    let mounted = true;
    void loader.current?.().then((loaded) => {
      if (mounted) setLoadedCheck(() => loaded);
    });
    return () => {
      mounted = false;
    };
  }, []);
  const check = givenCheck ?? loadedCheck;
  // Each failed local check is a new object, so the focus effect below runs again for it.
  const [local, setLocal] = useState<ShownFailure | null>(null);
  const mine = result?.intent === intent ? result : undefined;

  // A new answer from the server replaces what the browser found.
  useEffect(() => {
    if (mine) setLocal(null);
  }, [mine]);

  const shown = local ? shownFailure({ ok: false, ...local }) : shownFailure(mine);

  // Focus follows each refused submit: a new server answer or another failed local check.
  useEffect(() => {
    if (!local && !(mine && !mine.ok)) return;
    const form = ref.current;
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
    setLocal({ fieldErrors: outcome.fieldErrors, message: outcome.message });
  };

  const navigationBusy = useBusy(intent);
  return {
    ref,
    onSubmit,
    fieldErrors: shown?.fieldErrors ?? {},
    message: shown?.message,
    /** What was typed into this form before a refusal the browser posted for (answerForm's `typed`). */
    typed: mine && !mine.ok ? mine.values : undefined,
    busy: fetcher ? fetcher.state !== 'idle' : navigationBusy,
  };
}

/** True while this intent's submission (and the reload after it) is under way. */
export function useBusy(intent: string): boolean {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formData?.get('intent') === intent;
}
