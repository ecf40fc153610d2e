import { EmailOnlySchema } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { SubmitButton } from '~/components/ui/submit-button';
import { textLinkClass } from '~/components/ui/text-link';
import { EmailField } from '~/features/accounts/account-fields';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { forgotPasswordAction } from '~/features/accounts/password.server';
import { validate } from '~/lib/form-result';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/forgot-password';

export function loader({ url }: Route.LoaderArgs) {
  return { email: url.searchParams.get('email') ?? '' };
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
  const form = useForm({
    intent: 'forgot',
    result: actionData,
    check: (values) => validate(EmailOnlySchema, values),
  });
  const sent = actionData?.ok ? actionData : undefined;
  return (
    <AuthLayout
      title="Forgot your password?"
      intro="Enter the email of your account and we will send you a code to choose a new password."
    >
      {sent ? (
        <div className="space-y-6">
          <Alert tone="success">{sent.message}</Alert>
          {sent.next && (
            <Link to={sent.next} className={buttonClass({ full: true })}>
              Enter the code
            </Link>
          )}
        </div>
      ) : (
        <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-5">
          <input type="hidden" name="intent" value="forgot" />
          <Alert>{form.message}</Alert>
          <EmailField required defaultValue={loaderData.email} errors={form.fieldErrors} />
          <SubmitButton busy={form.busy} busyLabel="Sending…" full>
            Send reset code
          </SubmitButton>
        </Form>
      )}
      <p className="mt-8 text-center text-sm text-stone-600">
        Remembered it?{' '}
        <Link to="/login" className={textLinkClass}>
          Back to login
        </Link>
      </p>
    </AuthLayout>
  );
}
