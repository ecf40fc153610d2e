import { ChangePasswordSchema } from '@shop/shared';
import { useState } from 'react';
import { Form, useSubmit } from 'react-router';
import { useBusy, useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { PasswordField } from '~/components/ui/field';
import { DevicesIcon, TrashIcon } from '~/components/ui/page-icons';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { NewPasswordField } from './account-fields';

/** The Security tab: change the password, log out everywhere, delete the account. */
export function SecurityPanel({ result }: { result?: AnyFormResult }) {
  return (
    <div className="divide-y divide-stone-200">
      <ChangePassword result={result} />
      <LogoutEverywhere result={result} />
      <DeleteAccount result={result} />
    </div>
  );
}

function ChangePassword({ result }: { result?: AnyFormResult }) {
  // A fresh, empty form after each change.
  const [round, setRound] = useState(0);
  useFormResult(result, { intent: 'changePassword', onSuccess: () => setRound((n) => n + 1) });
  const form = useForm({
    intent: 'changePassword',
    result,
    check: (values) => validate(ChangePasswordSchema, values),
  });
  return (
    <section aria-labelledby="password-heading" className="pb-8">
      <h2 id="password-heading" className="font-display text-2xl font-bold text-brand-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-stone-600">Other devices are signed out; this one stays signed in.</p>
      <Form
        key={round}
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        noValidate
        className="mt-5 max-w-md space-y-5"
      >
        <input type="hidden" name="intent" value="changePassword" />
        <Alert>{form.message}</Alert>
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          errors={form.fieldErrors}
        />
        <NewPasswordField name="newPassword" label="New password" required errors={form.fieldErrors} />
        <SubmitButton busy={form.busy} busyLabel="Saving…" full className="sm:w-auto">
          Change password
        </SubmitButton>
      </Form>
    </section>
  );
}

function LogoutEverywhere({ result }: { result?: AnyFormResult }) {
  const form = useForm({ intent: 'logoutAll', result });
  // Done: the toast, and on to /login (every session has ended, this one too).
  useFormResult(result, { intent: 'logoutAll' });
  return (
    <section aria-labelledby="devices-heading" className="py-8">
      <h2 id="devices-heading" className="font-display text-2xl font-bold text-brand-900">
        Signed-in devices
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Lost a phone or used a shared computer? End every session, this one included.
      </p>
      <Form method="post" ref={form.ref} className="mt-5 space-y-3">
        <input type="hidden" name="intent" value="logoutAll" />
        <Alert>{form.message}</Alert>
        <SubmitButton busy={form.busy} busyLabel="Logging out…" variant="outline">
          <DevicesIcon className="h-4 w-4" />
          Log out of all devices
        </SubmitButton>
      </Form>
    </section>
  );
}

function DeleteAccount({ result }: { result?: AnyFormResult }) {
  const [asking, setAsking] = useState(false);
  const submit = useSubmit();
  const busy = useBusy('deleteAccount');
  const form = useForm({ intent: 'deleteAccount', result });
  // Done: the toast, and home. A refusal closes the dialog, so the message beside the button is read.
  useFormResult(result, {
    intent: 'deleteAccount',
    onFailure: () => {
      setAsking(false);
      return false;
    },
  });
  return (
    <section aria-labelledby="delete-heading" className="pt-8">
      <h2 id="delete-heading" className="font-display text-2xl font-bold text-red-800">
        Delete account
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Your personal details are removed for good. Past orders are kept for our accounts and tax records.
      </p>
      <div className="mt-5 space-y-3">
        <Alert>{form.message}</Alert>
        <Button variant="danger" onClick={() => setAsking(true)}>
          <TrashIcon className="h-4 w-4" />
          Delete account
        </Button>
      </div>
      <ConfirmDialog
        open={asking}
        title="Delete your account?"
        confirmLabel="Delete my account"
        busyLabel="Deleting…"
        busy={busy}
        onClose={() => setAsking(false)}
        onConfirm={() => submit({ intent: 'deleteAccount' }, { method: 'post' })}
      >
        <p>You will be signed out and your profile removed. This cannot be undone.</p>
      </ConfirmDialog>
    </section>
  );
}
