import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { Alert } from '~/components/ui/alert';
import { TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import type { AnyFormResult } from '~/lib/form-result';
import { EmailField, NewPasswordField, PhoneField, UserNameField } from './account-fields';
import { checkSignup } from './signup-check';

/** The six sign-up fields of docs/PRODUCT.md §3; all required (§5), the phone kept to 10 digits as it is typed. */
export function SignupForm({ result, redirectTo }: { result?: AnyFormResult; redirectTo: string }) {
  const form = useForm({ intent: 'signup', result, check: checkSignup });
  const errors = form.fieldErrors;
  // Without JavaScript a refusal renders the page again: the fields start from what was typed.
  const typed = form.typed ?? {};
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Alert>{form.message}</Alert>
      <div className="grid gap-5 sm:grid-cols-2">
        <TextField
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          errors={errors}
          defaultValue={typed.firstName}
        />
        <TextField
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          errors={errors}
          defaultValue={typed.lastName}
        />
      </div>
      <UserNameField
        required
        errors={errors}
        hint="3 to 30 letters, digits, dots, dashes or underscores."
        defaultValue={typed.userName}
      />
      <EmailField required errors={errors} defaultValue={typed.email} />
      <PhoneField
        required
        errors={errors}
        hint="10-digit mobile number, digits only."
        defaultValue={typed.phone}
      />
      <NewPasswordField name="password" label="Password" required errors={errors} />
      <SubmitButton busy={form.busy} busyLabel="Creating your account…" full>
        Create account
      </SubmitButton>
    </Form>
  );
}
