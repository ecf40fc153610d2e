import { EmailOptOutKindSchema, emailOptOutLabels } from '@shop/shared';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { callApi, refusalMessage } from '~/lib/api.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/unsubscribe';

/**
 * The unsubscribe links of e-mails land here: the newsletter's (a token alone) and a marketing e-mail's
 * (`kind` names what it stops, such as cart reminders; docs/PRODUCT.md §4.12).
 */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const kind = EmailOptOutKindSchema.safeParse(url.searchParams.get('kind'));
  const heading = kind.success ? capitalised(emailOptOutLabels[kind.data]) : 'Newsletter';
  const result = kind.success
    ? await callApi(context, 'GET /mail/unsubscribe', { query: { token } })
    : await callApi(context, 'GET /newsletter/unsubscribe', { query: { token } });
  return result.ok
    ? { ok: true, heading, message: result.body.message }
    : { ok: false, heading, message: refusalMessage(result, 'Server error. Please try again.') };
}

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

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Container className="max-w-xl py-16">
        <h1 className="font-display text-3xl text-brand-900">{loaderData.heading}</h1>
        <Alert tone={loaderData.ok ? 'success' : 'error'} className="mt-6">
          {loaderData.message}
        </Alert>
        <Link to="/" className={`${buttonClass({ variant: 'outline' })} mt-6`}>
          Back to the shop
        </Link>
      </Container>
    </main>
  );
}
