import { accountRules, ResetPasswordSchema } from '@shop/shared';
import { useState } from 'react';
import { Form, Link } from 'react-router';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { Field, FormAlert, PasswordField, SubmitButton, textLink } from '~/features/accounts/fields';
import { validate } from '~/features/accounts/forms';
import { resetPasswordAction } from '~/features/accounts/password.server';
import { useAccountForm, useSuccess } from '~/features/accounts/use-form';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/reset-password';

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return resetPasswordAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Reset password',
    description: `Choose a new password for your ${site.shopName} account with the code we e-mailed you.`,
    path: '/reset-password',
    noindex: true,
  });
}

export default function ResetPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  useSuccess(actionData);
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm('reset', actionData, (values) =>
    validate(ResetPasswordSchema, values),
  );
  const [otp, setOtp] = useState('');
  return (
    <AuthLayout title="Choose a new password" intro="Enter the code from the email and your new password.">
      <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="reset" />
        <FormAlert message={formError} />
        <Field
          name="email"
          label="Email"
          type="email"
          autoComplete="email"
          inputMode="email"
          autoCapitalize="none"
          spellCheck={false}
          required
          defaultValue={loaderData.email}
          error={fieldErrors.email}
        />
        <Field
          name="otp"
          label="Reset code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={accountRules.otpLength}
          required
          value={otp}
          onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, accountRules.otpLength))}
          error={fieldErrors.otp}
        />
        <PasswordField
          name="password"
          label="New password"
          autoComplete="new-password"
          required
          error={fieldErrors.password}
          hint={`At least ${accountRules.passwordMinLength} characters.`}
        />
        <SubmitButton busy={busy} busyLabel="Saving…">
          Set new password
        </SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm text-stone-600">
        No code?{' '}
        <Link to="/forgot-password" className={textLink}>
          Send a new one
        </Link>
      </p>
    </AuthLayout>
  );
}
