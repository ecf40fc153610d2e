import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { DownloadIcon } from '~/components/ui/page-icons';
import { adminData, requireAdmin } from '~/features/admin/admin.server';
import type { Route } from './+types/newsletter';

export async function loader({ request, context }: Route.LoaderArgs) {
  await requireAdmin(request, context);
  return adminData<{ subscribed: number }>(context, '/newsletter');
}

/** How many people get the newsletter, and their addresses as CSV for the mailing tool. */
export default function AdminNewsletterPage({ loaderData }: Route.ComponentProps) {
  const { subscribed } = loaderData;
  return (
    <div className="space-y-6">
      <h2 className="font-display text-xl font-bold text-brand-900">Newsletter</h2>
      <section className={`${cardClass} flex flex-wrap items-center justify-between gap-4 p-4`}>
        <p className="text-stone-800">
          <span className="font-display text-3xl font-bold text-brand-900">{subscribed}</span>{' '}
          {subscribed === 1 ? 'address is' : 'addresses are'} subscribed.
        </p>
        {/* A plain link: the browser downloads the file with the signed-in admin's cookie. */}
        <a href="/api/admin/newsletter/export.csv" download className={buttonClass({ size: 'sm' })}>
          <DownloadIcon className="h-4 w-4" aria-hidden />
          Download CSV
        </a>
      </section>
    </div>
  );
}
