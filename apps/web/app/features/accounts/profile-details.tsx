import { authMessages, formatDate, UpdateProfileSchema, type User } from '@shop/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { PencilIcon } from '~/components/ui/icons';
import { Field, FormAlert, primaryButton, SubmitButton, secondaryButton } from './fields';
import { type FormResult, validate } from './forms';
import { phoneDigits } from './phone';
import { useAccountForm, useSuccess } from './use-form';

const roleNames: Record<User['role'], string> = { customer: 'Customer', admin: 'Admin' };

/** The Profile tab: the details as text, and an edit mode for the names, username and phone. */
export function ProfileDetails({ user, result }: { user: User; result?: FormResult }) {
  const [editing, setEditing] = useState(false);
  useSuccess(result?.intent === 'updateProfile' ? result : undefined, () => setEditing(false));

  return (
    <section aria-labelledby="profile-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="font-display text-2xl font-bold text-brand-900">
          {editing ? 'Edit profile' : 'Profile details'}
        </h2>
        {!editing && (
          <button type="button" onClick={() => setEditing(true)} className={secondaryButton}>
            <PencilIcon className="h-4 w-4" />
            Edit profile
          </button>
        )}
      </div>
      {editing ? (
        <EditProfile user={user} result={result} onCancel={() => setEditing(false)} />
      ) : (
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2">
          <Detail label="First name" value={user.firstName} />
          <Detail label="Last name" value={user.lastName} />
          <Detail label="Username" value={user.userName} />
          <Detail label="Email" value={user.email} />
          <Detail label="Phone" value={user.phone} />
          <Detail label="Role" value={roleNames[user.role] ?? user.role} />
          <Detail label="Member since" value={formatDate(user.createdAt)} />
        </dl>
      )}
    </section>
  );
}

function Detail({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-2xl bg-cream px-4 py-3 ring-1 ring-stone-200/70">
      <dt className="text-xs font-semibold uppercase tracking-[0.14em] text-stone-500">{label}</dt>
      <dd className="mt-1 text-base wrap-anywhere font-medium text-stone-900">{value || '—'}</dd>
    </div>
  );
}

function EditProfile({ user, result, onCancel }: { user: User; result?: FormResult; onCancel: () => void }) {
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm(
    'updateProfile',
    result,
    (values) => validate(UpdateProfileSchema, values),
  );
  const [phone, setPhone] = useState(user.phone);
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="mt-6 space-y-5">
      <input type="hidden" name="intent" value="updateProfile" />
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={user.firstName}
          error={fieldErrors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={user.lastName}
          error={fieldErrors.lastName}
        />
        <Field
          name="userName"
          label="Username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={user.userName}
          error={fieldErrors.userName}
        />
        <Field
          name="phone"
          label="Phone"
          type="tel"
          inputMode="numeric"
          autoComplete="tel-national"
          required
          value={phone}
          onChange={(event) => setPhone(phoneDigits(event.target.value))}
          error={fieldErrors.phone}
        />
        {/* Shown, never sent: the e-mail cannot change (SPEC §5). */}
        <Field
          name="currentEmail"
          label="Email"
          type="email"
          readOnly
          value={user.email}
          hint={authMessages.emailReadOnly}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <button type="button" onClick={onCancel} className={secondaryButton}>
          Cancel
        </button>
        <SubmitButton busy={busy} busyLabel="Saving…" className={`${primaryButton} sm:w-auto`}>
          Save changes
        </SubmitButton>
      </div>
    </Form>
  );
}
