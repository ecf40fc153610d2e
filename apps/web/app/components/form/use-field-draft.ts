import { useEffect, useRef, useState } from 'react';

/**
 * The state of a controlled field that keeps what the shopper typed before it was hydrated: before the
 * scripts ran on a slow phone, or while its section still waited for its own hydration pass (a section
 * inside <Suspense> hydrates after the page's shell). React hydrates a field without touching the typed
 * text, but the state starts from the server's value and the next render would write that back. So, once
 * mounted, the field's own text is taken into the state. `ref` goes on the field.
 *
 * The draft starts again from `value` whenever `value` changes or `answer` does (a server's answer to the
 * field's form, even one that leaves `value` as it was, such as a refusal).
 */
export function useFieldDraft(value: string, answer?: unknown) {
  const [draft, setDraft] = useState(value);
  const [shown, setShown] = useState({ value, answer });
  if (shown.value !== value || shown.answer !== answer) {
    setShown({ value, answer });
    setDraft(value);
  }
  const ref = useRef<HTMLInputElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, with the value the server rendered
  useEffect(() => {
    const typed = ref.current?.value;
    if (typed !== undefined && typed !== value) setDraft(typed);
  }, []);
  return { draft, setDraft, ref };
}
