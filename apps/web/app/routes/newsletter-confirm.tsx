import { NewsletterConfirmSchema, newsletterMessages } from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { Container } from '~/components/layout/container';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { SubmitButton } from '~/components/ui/submit-button';
import { callApi } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/newsletter-confirm';

export function loader({ url }: Route.LoaderArgs) {
  return { token: url.searchParams.get('token')?.trim() ?? '' };
}

/**
 * Confirming takes a press of the button (a POST), not the opening of the link: mail scanners open the
 * links of every e-mail they check, and must not subscribe a stranger's address by doing so.
 */
export async function action({ request, context }: Route.ActionArgs) {
  const checked = validate(NewsletterConfirmSchema, formValues(await request.formData()));
  if (!checked.ok) return invalid('confirm', {}, newsletterMessages.confirmUnknown);
  const result = await callApi(context, 'POST /newsletter/confirm', { body: checked.data });
  if (!result.ok) return refused('confirm', result, 'Server error. Please try again.');
  return succeeded('confirm', { message: result.body.message });
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Confirm your subscription',
    description: 'Confirm that you want our newsletter at this address.',
    path: '/newsletter/confirm',
    noindex: true,
  });
}

export default function NewsletterConfirm({ loaderData, actionData }: Route.ComponentProps) {
  const form = useForm({ intent: 'confirm', result: actionData });
  const done = actionData?.ok ? actionData : undefined;
  return (
    <main id="main">
      <Container className="max-w-xl py-16">
        <h1 className="font-display text-3xl text-brand-900">
          {done ? 'Subscription confirmed' : 'Confirm your subscription'}
        </h1>
        {done ? (
          <Alert tone="success" className="mt-6">
            {done.message}
          </Alert>
        ) : !loaderData.token ? (
          <Alert className="mt-6">{newsletterMessages.confirmUnknown}</Alert>
        ) : (
          <Form method="post" ref={form.ref} onSubmit={form.onSubmit} className="mt-6 space-y-5">
            <input type="hidden" name="intent" value="confirm" />
            <input type="hidden" name="token" value={loaderData.token} />
            <p className="text-stone-700">
              Press the button to start getting our newsletter: wellness articles, new products and offers,
              about twice a month. You can unsubscribe with the link in every e-mail.
            </p>
            <Alert>{form.message}</Alert>
            <SubmitButton busy={form.busy} busyLabel="Confirming…">
              Confirm my subscription
            </SubmitButton>
          </Form>
        )}
        <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-6`}>
          Back to the shop
        </Link>
      </Container>
    </main>
  );
}
