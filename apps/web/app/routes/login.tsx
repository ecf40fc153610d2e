import { Link, type ShouldRevalidateFunctionArgs } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { textLinkClass } from '~/components/ui/text-link';
import { AuthLayout } from '~/features/accounts/auth-layout';
import { type AuthMode, AuthModeSwitch } from '~/features/accounts/auth-mode-switch';
import { loginPath, safeRedirect } from '~/features/accounts/auth-paths';
import { GoogleSignIn } from '~/features/accounts/google-sign-in';
import { loginAction } from '~/features/accounts/login.server';
import { LoginForm } from '~/features/accounts/login-form';
import { redirectIfSignedIn } from '~/features/accounts/session.server';
import { SignupForm } from '~/features/accounts/signup-form';
import { publicConfigContext } from '~/lib/load-context.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/login';

/** /login and /signup (one module, two routes): a signed-in user goes home (docs/PRODUCT.md §4). */
export async function loader({ url, context }: Route.LoaderArgs) {
  await redirectIfSignedIn(context);
  return {
    mode: (url.pathname === '/signup' ? 'signup' : 'login') as AuthMode,
    redirectTo: safeRedirect(url.searchParams.get('redirectTo')),
    googleClientId: context.get(publicConfigContext).googleClientId,
  };
}

export async function action({ request, context }: Route.ActionArgs) {
  return loginAction(request, context);
}

/** After signing in the page moves on by itself; its guard must not race it to '/'. */
export function shouldRevalidate({ actionResult, defaultShouldRevalidate }: ShouldRevalidateFunctionArgs) {
  return actionResult?.ok ? false : defaultShouldRevalidate;
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const signup = loaderData?.mode === 'signup';
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: signup ? 'Sign up' : 'Login',
    description: signup
      ? `Create your ${site.shopName} account to check out faster, follow your orders and save your details.`
      : `Log in to your ${site.shopName} account to see your orders, profile and cart.`,
    path: signup ? '/signup' : '/login',
  });
}

export default function LoginPage({ loaderData, actionData }: Route.ComponentProps) {
  const { mode, redirectTo, googleClientId } = loaderData;
  useFormResult(actionData);
  const googleError = actionData?.intent === 'google' && !actionData.ok ? actionData.message : undefined;
  const signup = mode === 'signup';

  return (
    <AuthLayout
      wide
      title={signup ? 'Create your account' : 'Welcome back'}
      intro={
        signup
          ? 'Join us for faster checkout and easy order tracking.'
          : 'Log in to see your orders, profile and cart.'
      }
    >
      <AuthModeSwitch mode={mode} redirectTo={redirectTo} />
      <div className="mt-6">
        {actionData?.ok && actionData.redirectTo ? (
          // Shown only until the page moves on (without JavaScript the action redirects at once).
          <Alert tone="success">
            {actionData.message}{' '}
            <Link to={actionData.redirectTo} className={textLinkClass}>
              Continue
            </Link>
          </Alert>
        ) : signup ? (
          <SignupForm key="signup" result={actionData} redirectTo={redirectTo} />
        ) : (
          <LoginForm key="login" result={actionData} redirectTo={redirectTo} />
        )}
      </div>
      {googleClientId && (
        <>
          <GoogleSignIn clientId={googleClientId} redirectTo={redirectTo} />
          {googleError && (
            <div className="mt-4">
              <Alert>{googleError}</Alert>
            </div>
          )}
        </>
      )}
      <p className="mt-8 text-center text-sm text-stone-600">
        {signup ? 'Already have an account? ' : 'New here? '}
        <Link to={loginPath(redirectTo, signup ? 'login' : 'signup')} replace className={textLinkClass}>
          {signup ? 'Log in' : 'Create an account'}
        </Link>
      </p>
    </AuthLayout>
  );
}
