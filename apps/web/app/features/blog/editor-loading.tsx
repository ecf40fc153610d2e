import { Spinner } from '~/components/ui/spinner';

/** Shown while the editor's lazy chunk loads (kept apart so the form does not pull the editor in). */
export function EditorLoading() {
  return (
    <div className="flex min-h-48 items-center justify-center gap-2 rounded-xl border border-stone-300 text-sm text-stone-600">
      <Spinner /> Loading the editor…
    </div>
  );
}
