import { accountRules } from '@shop/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { checkSignup } from './checks';
import { Field, FormAlert, PasswordField, SubmitButton } from './fields';
import type { FormResult } from './forms';
import { phoneDigits } from './phone';
import { useAccountForm } from './use-form';

/** The six sign-up fields of SPEC §3; all required (§5), the phone kept to 10 digits as it is typed. */
export function SignupForm({ result, redirectTo }: { result?: FormResult; redirectTo: string }) {
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm('signup', result, checkSignup);
  const [phone, setPhone] = useState('');
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="signup" />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={formError} />
      <div className="grid gap-5 sm:grid-cols-2">
        <Field
          name="firstName"
          label="First name"
          autoComplete="given-name"
          required
          error={fieldErrors.firstName}
        />
        <Field
          name="lastName"
          label="Last name"
          autoComplete="family-name"
          required
          error={fieldErrors.lastName}
        />
      </div>
      <Field
        name="userName"
        label="Username"
        autoComplete="username"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.userName}
        hint="3 to 30 letters, digits, dots, dashes or underscores."
      />
      <Field
        name="email"
        label="Email"
        type="email"
        autoComplete="email"
        inputMode="email"
        autoCapitalize="none"
        spellCheck={false}
        required
        error={fieldErrors.email}
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
        hint="10-digit mobile number, digits only."
      />
      <PasswordField
        name="password"
        label="Password"
        autoComplete="new-password"
        required
        error={fieldErrors.password}
        hint={`At least ${accountRules.passwordMinLength} characters.`}
      />
      <SubmitButton busy={busy} busyLabel="Creating your account…">
        Create account
      </SubmitButton>
    </Form>
  );
}
