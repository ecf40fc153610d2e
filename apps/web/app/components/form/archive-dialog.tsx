import { type ReactNode, useState } from 'react';
import { useSubmit } from 'react-router';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import type { AnyFormResult } from '~/lib/form-result';
import { useBusy } from './use-form';
import { useFormResult } from './use-form-result';

/**
 * The console's Archive of an edit page (a product, a bundle): asks first, then posts `intent=archive`
 * to the page's action; a refusal closes the question and shows as a toast.
 */
export function useArchive(result: AnyFormResult | undefined) {
  const [confirming, setConfirming] = useState(false);
  const submit = useSubmit();
  const busy = useBusy('archive');
  useFormResult(result, {
    intent: 'archive',
    toastFailure: true,
    onFailure: () => {
      setConfirming(false);
      return undefined;
    },
  });
  return {
    confirming,
    busy,
    ask: () => setConfirming(true),
    close: () => setConfirming(false),
    archive: () => submit({ intent: 'archive' }, { method: 'post' }),
  };
}

/** The question `useArchive` asks; `children` say what archiving does. */
export function ArchiveDialog({
  archive,
  title,
  children,
}: {
  archive: ReturnType<typeof useArchive>;
  title: string;
  children: ReactNode;
}) {
  return (
    <ConfirmDialog
      open={archive.confirming}
      title={title}
      confirmLabel="Archive"
      busyLabel="Archiving…"
      busy={archive.busy}
      onClose={archive.close}
      onConfirm={archive.archive}
    >
      {children}
    </ConfirmDialog>
  );
}
