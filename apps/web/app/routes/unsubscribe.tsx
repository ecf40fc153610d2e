import {
  type EmailOptOutKind,
  EmailOptOutKindSchema,
  emailOptOutLabels,
  MailUnsubscribeQuerySchema,
  mailUnsubscribeMessages,
} from '@shop/shared';
import { Form, Link } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { Container } from '~/components/layout/container';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { SubmitButton } from '~/components/ui/submit-button';
import { callApi, refusalMessage } from '~/lib/api.server';
import { formValues, validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/unsubscribe';

const serverError = 'Server error. Please try again.';

/**
 * The unsubscribe links of e-mails land here: the newsletter's (a token alone) and a marketing e-mail's
 * (`kind` names what it stops, such as cart reminders; docs/PRODUCT.md §4.12). Opening a link only
 * checks it, since mail scanners and link previews open every link of an e-mail: the person confirms
 * with a button (a POST) before anything stops.
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const kind = EmailOptOutKindSchema.safeParse(url.searchParams.get('kind'));
  if (kind.success) {
    const heading = capitalised(emailOptOutLabels[kind.data]);
    const result = await callApi(context, 'GET /mail/unsubscribe', { query: { token } });
    return result.ok
      ? { step: 'confirm' as const, heading: result.body.message, list: result.body.kind, token }
      : { step: 'done' as const, ok: false, heading, message: refusalMessage(result, serverError) };
  }
  const result = await callApi(context, 'GET /newsletter/unsubscribe', { query: { token } });
  return result.ok
    ? {
        step: 'confirm' as const,
        heading: 'Unsubscribe from the newsletter?',
        list: 'newsletter' as const,
        token,
      }
    : {
        step: 'done' as const,
        ok: false,
        heading: 'Newsletter',
        message: refusalMessage(result, serverError),
      };
}

/** The Confirm button: stops the newsletter or that kind of marketing e-mail (again is fine). */
export async function action({ request, context }: Route.ActionArgs) {
  const values = formValues(await request.formData());
  const checked = validate(MailUnsubscribeQuerySchema, values);
  if (!checked.ok) return invalid('unsubscribe', checked.fieldErrors, mailUnsubscribeMessages.invalid);
  const result =
    values.list === 'newsletter'
      ? await callApi(context, 'POST /newsletter/unsubscribe', { body: checked.data })
      : await callApi(context, 'POST /mail/unsubscribe', { body: checked.data });
  if (!result.ok) return refused('unsubscribe', result, serverError);
  return succeeded('unsubscribe', { message: result.body.message });
}

/** What a list is called on the page: 'the newsletter', 'cart reminders'. */
const listLabel = (list: EmailOptOutKind | 'newsletter') =>
  list === 'newsletter' ? 'newsletters' : emailOptOutLabels[list];

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Unsubscribe',
    description: 'Stop the newsletter or other e-mails from the shop.',
    path: '/unsubscribe',
    noindex: true,
  });
}

export default function Unsubscribe({ loaderData, actionData }: Route.ComponentProps) {
  const form = useForm({ intent: 'unsubscribe', result: actionData });
  const done = actionData?.ok ? actionData : undefined;
  return (
    <main id="main">
      <Container className="max-w-xl py-16">
        {loaderData.step === 'done' ? (
          <>
            <h1 className="font-display text-3xl text-brand-900">{loaderData.heading}</h1>
            <Alert tone={loaderData.ok ? 'success' : 'error'} className="mt-6">
              {loaderData.message}
            </Alert>
          </>
        ) : done ? (
          <>
            <h1 className="font-display text-3xl text-brand-900">
              {capitalised(listLabel(loaderData.list))}
            </h1>
            <Alert tone="success" className="mt-6">
              {done.message}
            </Alert>
          </>
        ) : (
          <>
            <h1 className="font-display text-3xl text-brand-900">{loaderData.heading}</h1>
            <Form method="post" ref={form.ref} onSubmit={form.onSubmit} className="mt-6 space-y-5">
              <input type="hidden" name="intent" value="unsubscribe" />
              <input type="hidden" name="token" value={loaderData.token} />
              <input type="hidden" name="list" value={loaderData.list} />
              <p className="text-stone-700">
                You will get no more {listLabel(loaderData.list)} from us. E-mails about your orders and your
                account still come.
              </p>
              <Alert>{form.message}</Alert>
              <SubmitButton busy={form.busy} busyLabel="Unsubscribing…">
                Confirm
              </SubmitButton>
            </Form>
          </>
        )}
        <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-6`}>
          Back to the shop
        </Link>
      </Container>
    </main>
  );
}
