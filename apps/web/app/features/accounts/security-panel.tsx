import { accountRules, ChangePasswordSchema } from '@shop/shared';
import { useRef, useState } from 'react';
import { Form } from 'react-router';
import { DevicesIcon, TrashIcon } from '~/components/ui/icons';
import { FormAlert, PasswordField, primaryButton, SubmitButton, secondaryButton } from './fields';
import { type FormResult, validate } from './forms';
import { useAccountForm, useBusy, useSuccess } from './use-form';

const dangerButton =
  'inline-flex items-center justify-center gap-2 rounded-full bg-red-700 px-5 py-2.5 text-sm font-semibold text-white shadow-sm transition hover:bg-red-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-red-700 disabled:cursor-not-allowed disabled:bg-stone-300';

/** The Security tab: change the password, log out everywhere, delete the account. */
export function SecurityPanel({ result }: { result?: FormResult }) {
  return (
    <div className="divide-y divide-stone-200">
      <ChangePassword result={result} />
      <LogoutEverywhere result={result} />
      <DeleteAccount result={result} />
    </div>
  );
}

function ChangePassword({ result }: { result?: FormResult }) {
  // A fresh, empty form after each change.
  const [round, setRound] = useState(0);
  useSuccess(result?.intent === 'changePassword' ? result : undefined, () => setRound((n) => n + 1));
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm(
    'changePassword',
    result,
    (values) => validate(ChangePasswordSchema, values),
  );
  return (
    <section aria-labelledby="password-heading" className="pb-8">
      <h2 id="password-heading" className="font-display text-2xl font-bold text-brand-900">
        Change password
      </h2>
      <p className="mt-1 text-sm text-stone-600">Other devices are signed out; this one stays signed in.</p>
      <Form
        key={round}
        method="post"
        ref={formRef}
        onSubmit={onSubmit}
        noValidate
        className="mt-5 max-w-md space-y-5"
      >
        <input type="hidden" name="intent" value="changePassword" />
        <FormAlert message={formError} />
        <PasswordField
          name="currentPassword"
          label="Current password"
          autoComplete="current-password"
          required
          error={fieldErrors.currentPassword}
        />
        <PasswordField
          name="newPassword"
          label="New password"
          autoComplete="new-password"
          required
          error={fieldErrors.newPassword}
          hint={`At least ${accountRules.passwordMinLength} characters.`}
        />
        <SubmitButton busy={busy} busyLabel="Saving…" className={`${primaryButton} sm:w-auto`}>
          Change password
        </SubmitButton>
      </Form>
    </section>
  );
}

function LogoutEverywhere({ result }: { result?: FormResult }) {
  const { formError } = useAccountForm('logoutAll', result);
  const busy = useBusy('logoutAll');
  return (
    <section aria-labelledby="devices-heading" className="py-8">
      <h2 id="devices-heading" className="font-display text-2xl font-bold text-brand-900">
        Signed-in devices
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Lost a phone or used a shared computer? End every session, this one included.
      </p>
      <Form method="post" className="mt-5 space-y-3">
        <input type="hidden" name="intent" value="logoutAll" />
        <FormAlert message={formError} />
        <SubmitButton busy={busy} busyLabel="Logging out…" className={secondaryButton}>
          <DevicesIcon className="h-4 w-4" />
          Log out of all devices
        </SubmitButton>
      </Form>
    </section>
  );
}

function DeleteAccount({ result }: { result?: FormResult }) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { formError } = useAccountForm('deleteAccount', result);
  const busy = useBusy('deleteAccount');
  return (
    <section aria-labelledby="delete-heading" className="pt-8">
      <h2 id="delete-heading" className="font-display text-2xl font-bold text-red-800">
        Delete account
      </h2>
      <p className="mt-1 text-sm text-stone-600">
        Your personal details are removed for good. Past orders are kept for our accounts and tax records.
      </p>
      <div className="mt-5 space-y-3">
        <FormAlert message={formError} />
        <button type="button" onClick={() => dialog.current?.showModal()} className={dangerButton}>
          <TrashIcon className="h-4 w-4" />
          Delete account
        </button>
      </div>
      <dialog
        ref={dialog}
        aria-labelledby="delete-dialog-title"
        aria-describedby="delete-dialog-text"
        className="m-auto w-[calc(100%-2rem)] max-w-md rounded-3xl bg-white p-6 shadow-2xl backdrop:bg-stone-900/50 sm:p-8"
      >
        <h2 id="delete-dialog-title" className="font-display text-2xl font-bold text-stone-900">
          Delete your account?
        </h2>
        <p id="delete-dialog-text" className="mt-3 text-sm leading-relaxed text-stone-700">
          You will be signed out and your profile removed. This cannot be undone.
        </p>
        <Form
          method="post"
          onSubmit={() => dialog.current?.close()}
          className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end"
        >
          <input type="hidden" name="intent" value="deleteAccount" />
          <button type="button" onClick={() => dialog.current?.close()} className={secondaryButton}>
            Cancel
          </button>
          <SubmitButton busy={busy} busyLabel="Deleting…" className={dangerButton}>
            Delete my account
          </SubmitButton>
        </Form>
      </dialog>
    </section>
  );
}
