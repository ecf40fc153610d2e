import { authMessages, formatDate, UpdateProfileSchema, type User } from '@shop/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextField } from '~/components/ui/field';
import { PencilIcon } from '~/components/ui/page-icons';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { EmailField, PhoneField, UserNameField } from './account-fields';

const roleNames: Record<User['role'], string> = { customer: 'Customer', admin: 'Admin' };

/** The Profile tab: the details as text, and an edit mode for the names, username and phone. */
export function ProfileDetails({ user, result }: { user: User; result?: AnyFormResult }) {
  const [editing, setEditing] = useState(false);
  useFormResult(result, { intent: 'updateProfile', onSuccess: () => setEditing(false) });

  return (
    <section aria-labelledby="profile-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-heading" className="font-display text-2xl font-bold text-brand-900">
          {editing ? 'Edit profile' : 'Profile details'}
        </h2>
        {!editing && (
          <Button variant="outline" onClick={() => setEditing(true)}>
            <PencilIcon className="h-4 w-4" />
            Edit profile
          </Button>
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

function EditProfile({
  user,
  result,
  onCancel,
}: {
  user: User;
  result?: AnyFormResult;
  onCancel: () => void;
}) {
  const form = useForm({
    intent: 'updateProfile',
    result,
    check: (values) => validate(UpdateProfileSchema, values),
  });
  const errors = form.fieldErrors;
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="mt-6 space-y-5">
      <input type="hidden" name="intent" value="updateProfile" />
      <Alert>{form.message}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          defaultValue={user.firstName}
          errors={errors}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          defaultValue={user.lastName}
          errors={errors}
        />
        <UserNameField required defaultValue={user.userName} errors={errors} />
        <PhoneField required defaultValue={user.phone} errors={errors} />
        {/* Shown, never sent: the e-mail cannot change (docs/PRODUCT.md §5). */}
        <EmailField
          name="currentEmail"
          readOnly
          value={user.email}
          hint={authMessages.emailReadOnly}
          className="sm:col-span-2"
        />
      </div>
      <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <SubmitButton busy={form.busy} busyLabel="Saving…" full className="sm:w-auto">
          Save changes
        </SubmitButton>
      </div>
    </Form>
  );
}
