import { type AdminPromo, AdminPromoPatchSchema } from '@shop/shared';
import { useState } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type FormResult, validate } from '~/lib/form-result';
import { dayText, editBody } from './admin-promo-form';

/** A row's actions: switch the code on or off (a fetcher, so the list stays as it is). */
export function Toggle({ promo }: { promo: AdminPromo }) {
  const fetcher = useFetcher<FormResult<'toggle'>>();
  useFormResult(fetcher.data, { intent: 'toggle', toastFailure: true });
  return (
    <fetcher.Form method="post">
      <input type="hidden" name="intent" value="toggle" />
      <input type="hidden" name="id" value={promo.id} />
      <input type="hidden" name="version" value={promo.version} />
      <input type="hidden" name="active" value={String(!promo.active)} />
      <button
        type="submit"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        disabled={fetcher.state !== 'idle'}
      >
        {promo.active ? 'Switch off' : 'Switch on'}
      </button>
    </fetcher.Form>
  );
}

/** A row's Edit: a dialog with every editable field, saved from the version shown. */
export function EditPromo({ promo }: { promo: AdminPromo }) {
  const [open, setOpen] = useState(false);
  const fetcher = useFetcher<FormResult<'edit'>>();
  const form = useForm({
    intent: 'edit',
    result: fetcher.data,
    fetcher,
    check: (values) => validate(AdminPromoPatchSchema, editBody(values)),
  });
  useFormResult(fetcher.data, { intent: 'edit', onSuccess: () => setOpen(false) });
  const titleId = `edit-promo-${promo.id}`;
  return (
    <>
      <button
        type="button"
        className={buttonClass({ variant: 'outline', size: 'sm' })}
        onClick={() => setOpen(true)}
        aria-label={`Edit ${promo.code}`}
      >
        Edit
      </button>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId}>
        {/* Keyed by version: after a refused stale save, the fields show the stored values. */}
        <fetcher.Form
          key={promo.version}
          method="post"
          ref={form.ref}
          onSubmit={form.onSubmit}
          noValidate
          className="space-y-3 p-5"
        >
          <h3 id={titleId} className="font-display text-lg font-bold text-brand-900">
            Edit {promo.code}
          </h3>
          <input type="hidden" name="intent" value="edit" />
          <input type="hidden" name="id" value={promo.id} />
          <input type="hidden" name="version" value={promo.version} />
          <Alert>{form.message}</Alert>
          <TextField
            name="percent"
            label="Percent off"
            inputMode="numeric"
            required
            defaultValue={promo.percent}
            errors={form.fieldErrors}
          />
          <TextField
            name="description"
            label="Description"
            defaultValue={promo.description}
            errors={form.fieldErrors}
          />
          <div className="grid gap-3 sm:grid-cols-2">
            <TextField
              name="validFrom"
              label="Valid from"
              type="date"
              defaultValue={dayText(promo.validFrom)}
              errors={form.fieldErrors}
            />
            <TextField
              name="validTo"
              label="Valid until"
              type="date"
              defaultValue={dayText(promo.validTo)}
              errors={form.fieldErrors}
            />
            <TextField
              name="maxUses"
              label="Uses in all (empty: no limit)"
              inputMode="numeric"
              defaultValue={promo.maxUses ?? ''}
              errors={form.fieldErrors}
            />
            <TextField
              name="maxUsesPerCustomer"
              label="Uses per customer"
              inputMode="numeric"
              defaultValue={promo.maxUsesPerCustomer ?? ''}
              errors={form.fieldErrors}
            />
          </div>
          <div className="flex justify-end gap-2 pt-2">
            <button
              type="button"
              className={buttonClass({ variant: 'outline', size: 'sm' })}
              onClick={() => setOpen(false)}
            >
              Cancel
            </button>
            <SubmitButton busy={form.busy} busyLabel="Saving…" size="sm">
              Save
            </SubmitButton>
          </div>
        </fetcher.Form>
      </Dialog>
    </>
  );
}
