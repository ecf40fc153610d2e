import { ResetPasswordSchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { textLinkClass } from '~/components/ui/text-link';
import { EmailField, NewPasswordField, OtpCodeField } from '~/features/accounts/account-fields';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { resetPasswordAction } from '~/features/accounts/password.server';
import { validate } from '~/lib/form-result';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/reset-password';

export function loader({ url }: Route.LoaderArgs) {
  return { email: url.searchParams.get('email') ?? '' };
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
  useFormResult(actionData);
  const form = useForm({
    intent: 'reset',
    result: actionData,
    check: (values) => validate(ResetPasswordSchema, values),
  });
  return (
    <AuthLayout title="Choose a new password" intro="Enter the code from the email and your new password.">
      <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-5">
        <input type="hidden" name="intent" value="reset" />
        <Alert>{form.message}</Alert>
        <EmailField required defaultValue={loaderData.email} errors={form.fieldErrors} />
        <OtpCodeField label="Reset code" required errors={form.fieldErrors} />
        <NewPasswordField name="password" label="New password" required errors={form.fieldErrors} />
        <SubmitButton busy={form.busy} busyLabel="Saving…" full>
          Set new password
        </SubmitButton>
      </Form>
      <p className="mt-8 text-center text-sm text-stone-600">
        No code?{' '}
        <Link to="/forgot-password" className={textLinkClass}>
          Send a new one
        </Link>
      </p>
    </AuthLayout>
  );
}
