import { authMessages } from '@shop/shared';
import { Form, Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { Field, FormNotice, primaryButton, textLink } from '~/features/accounts/fields';
import { safeRedirect } from '~/features/accounts/forms';
import { otpAction } from '~/features/accounts/otp.server';
import { OtpForm, ResendCode } from '~/features/accounts/otp-form';
import { redirectIfSignedIn } from '~/features/accounts/session.server';
import { useSuccess } from '~/features/accounts/use-form';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/otp-verification';

/** The e-mail comes with the navigation (SPEC §2); `sent` says a code was just e-mailed, and why. */
export async function loader({ request, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  const params = new URL(request.url).searchParams;
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
  useSuccess(actionData?.intent === 'verify' ? actionData : undefined);

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
          <FormNotice tone={sent === 'login' ? 'info' : 'success'}>
            {sent === 'login' ? authMessages.emailNotVerified : authMessages.otpSent}
          </FormNotice>
        )}
        <OtpForm email={email} redirectTo={redirectTo} result={actionData} />
        <ResendCode email={email} justSent={sent !== null} result={actionData} />
        <p className="text-center text-sm text-stone-600">
          Wrong email?{' '}
          <Link to="/signup" className={textLink}>
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
        <Field name="email" label="Email" type="email" autoComplete="email" required />
        <button type="submit" className={primaryButton}>
          Continue
        </button>
      </Form>
    </AuthLayout>
  );
}
