import { formatDateTime } from '@shop/shared';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { DownloadIcon } from '~/components/ui/page-icons';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { td, th } from '~/features/admin/format';
import { Pager } from '~/features/admin/pager';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { Route } from './+types/newsletter';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/newsletter');
  return dataOrThrow(await callApi(context, 'GET /admin/newsletter', { query }));
}

/**
 * How many people get the newsletter (confirmed addresses only), who they are (newest first, a page at
 * a time), and their addresses as CSV for the mailing tool.
 */
export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { subscribed, pending, subscribers, total, page, limit } = loaderData;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Newsletter</h2>
      <section className={`${cardClass} flex flex-wrap items-center justify-between gap-4 p-4`}>
        <div className="space-y-1">
          <p className="text-stone-800">
            <span className="font-display text-3xl font-bold text-brand-900">{subscribed}</span>{' '}
            {subscribed === 1 ? 'address is' : 'addresses are'} subscribed.
          </p>
          <p className="text-sm text-stone-600">
            {pending} {pending === 1 ? 'sign-up waits' : 'sign-ups wait'} for confirmation from the inbox (not
            counted, not exported).
          </p>
        </div>
        {/* A plain link: the browser downloads the file with the signed-in admin's cookie. */}
        <a href="/api/admin/newsletter/export.csv" download className={buttonClass({ size: 'sm' })}>
          <DownloadIcon className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </section>
      <section className={`${cardClass} overflow-x-auto p-4`} aria-label="Subscribers">
        {subscribers.length === 0 ? (
          <p className="text-sm text-stone-600">
            {total === 0 ? 'Nobody has confirmed a subscription yet.' : 'No subscribers on this page.'}
          </p>
        ) : (
          <table className="w-full min-w-[20rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>E-mail</th>
                <th className={th}>Subscribed</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {subscribers.map((subscriber) => (
                <tr key={subscriber.email}>
                  <td className={`${td} break-all`}>{subscriber.email}</td>
                  <td className={`${td} whitespace-nowrap`}>{formatDateTime(subscriber.subscribedAt)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
      <Pager page={page} limit={limit} total={total} />
    </div>
  );
}
