import { authMessages } from '@shop/shared';
import { Form, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { textLinkClass } from '~/components/ui/text-link';
import { EmailField } from '~/features/accounts/account-fields';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { safeRedirect } from '~/features/accounts/auth-paths';
import { otpAction } from '~/features/accounts/otp.server';
import { OtpForm, ResendCode } from '~/features/accounts/otp-form';
import { redirectIfSignedIn } from '~/features/accounts/session.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/otp-verification';

/** The e-mail comes with the navigation (docs/PRODUCT.md §2); `sent` says a code was just e-mailed, and why. */
export async function loader({ url, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  const params = url.searchParams;
  const sent = params.get('sent');
  return {
    email: params.get('email')?.trim() ?? '',
    sent: sent === 'signup' || sent === 'login' ? sent : null,
    redirectTo: safeRedirect(params.get('redirectTo')),
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return otpAction(request, context);
}

export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok && actionResult.redirectTo ? false : defaultShouldRevalidate;
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Verify your email',
    description: `Enter the 6-digit code we e-mailed you to finish creating your ${site.shopName} account.`,
    path: '/otp-verification',
    noindex: true,
  });
}

export default function OtpVerificationPage({ loaderData, actionData }: Route.ComponentProps) {
  const { email, sent, redirectTo } = loaderData;
  useFormResult(actionData, { intent: 'verify' });

  if (!email) return <WhichEmail />;
  return (
    <AuthLayout
      title="Verify your email"
      intro={
        <>
          Enter the 6-digit code we sent to{' '}
          <strong className="font-semibold text-stone-900 wrap-anywhere">{email}</strong>.
        </>
      }
    >
      <div className="space-y-6">
        {sent && (
          <Alert tone={sent === 'login' ? 'info' : 'success'}>
            {sent === 'login' ? authMessages.emailNotVerified : authMessages.otpSent}
          </Alert>
        )}
        <OtpForm email={email} redirectTo={redirectTo} result={actionData} />
        <ResendCode email={email} justSent={sent !== null} result={actionData} />
        <p className="text-center text-sm text-stone-600">
          Wrong email?{' '}
          <Link to="/signup" className={textLinkClass}>
            Sign up again
          </Link>
        </p>
      </div>
    </AuthLayout>
  );
}

/** Opened without an e-mail (a bookmark, say): ask for it, then the page carries it like a navigation. */
function WhichEmail() {
  return (
    <AuthLayout title="Verify your email" intro="Which email address did you sign up with?">
      <Form method="get" className="space-y-5">
        <EmailField required />
        <button type="submit" className={buttonClass({ full: true })}>
          Continue
        </button>
      </Form>
    </AuthLayout>
  );
}
