import { EmailOnlySchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { Field, FormAlert, FormNotice, SubmitButton, textLink } from '~/features/accounts/fields';
import { validate } from '~/features/accounts/forms';
import { forgotPasswordAction } from '~/features/accounts/password.server';
import { useAccountForm } from '~/features/accounts/use-form';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/forgot-password';

export function loader({ request }: Route.LoaderArgs) {
  return { email: new URL(request.url).searchParams.get('email') ?? '' };
}

export async function action({ request, context }: Route.ActionArgs) {
  return forgotPasswordAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Forgot password',
    description: `Get a code by e-mail to choose a new password for your ${site.shopName} account.`,
    path: '/forgot-password',
  });
}

export default function ForgotPasswordPage({ loaderData, actionData }: Route.ComponentProps) {
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm('forgot', actionData, (values) =>
    validate(EmailOnlySchema, values),
  );
  const sent = actionData?.ok ? actionData : undefined;
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a code to choose a new password."
    >
      {sent ? (
        <div className="space-y-6">
          <FormNotice>{sent.message}</FormNotice>
          {sent.next && (
            <Link
              to={sent.next}
              className="inline-flex w-full items-center justify-center rounded-full bg-brand-700 px-6 py-3 text-sm font-semibold text-white shadow-sm transition hover:bg-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
            >
              Enter the code
            </Link>
          )}
        </div>
      ) : (
        <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
          <input type="hidden" name="intent" value="forgot" />
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
          <SubmitButton busy={busy} busyLabel="Sending…">
            Send reset code
          </SubmitButton>
        </Form>
      )}
      <p className="mt-8 text-center text-sm text-stone-600">
        Remembered it?{' '}
        <Link to="/login" className={textLink}>
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}
