import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { callApi, refusalMessage } from '~/lib/api.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/unsubscribe';

/** The newsletter e-mail's unsubscribe link lands here and ends the subscription. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const token = url.searchParams.get('token') ?? '';
  const result = await callApi(context, 'GET /newsletter/unsubscribe', { query: { token } });
  return result.ok
    ? { ok: true, message: result.body.message }
    : { ok: false, message: refusalMessage(result, 'Server error. Please try again.') };
}

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Unsubscribe',
    description: 'End your newsletter subscription.',
    path: '/unsubscribe',
    noindex: true,
  });
}

export default function Unsubscribe({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <Container className="max-w-xl py-16">
        <h1 className="font-display text-3xl text-brand-900">Newsletter</h1>
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
