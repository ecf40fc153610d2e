import { isRouteErrorResponse, Link, Outlet } from 'react-router';
import { Container } from '~/components/layout/container';
import { RouteErrorPage } from '~/components/layout/not-found-page';
import { buttonClass } from '~/components/ui/button';
import { requireAdmin } from '~/features/admin/admin.server';
import { AdminNav } from '~/features/admin/admin-nav';
import { callApi } from '~/lib/api.server';
import type { Route } from './+types/layout';

/** Every /admin page passes here first: checked on the server, before any admin page renders. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireAdmin(url, context);
  const unread = await callApi(context, 'GET /admin/chat/unread');
  return { email: user.email, chatUnread: unread.ok ? unread.body.unread : 0 };
}

export function meta() {
  return [{ title: 'Admin console' }, { name: 'robots', content: 'noindex' }];
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main" className="bg-stone-50 py-6 sm:py-8">
      <Container>
        <div className="mb-4 flex flex-wrap items-baseline justify-between gap-2">
          <h1 className="font-display text-2xl font-bold text-brand-900">Admin console</h1>
          <p className="text-sm text-stone-600">Signed in as {loaderData.email}</p>
        </div>
        <AdminNav chatUnread={loaderData.chatUnread} />
        <div className="mt-6">
          <Outlet />
        </div>
      </Container>
    </main>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (isRouteErrorResponse(error) && error.status === 403) {
    return (
      <main id="main" className="py-20 sm:py-28">
        <Container className="flex flex-col items-center text-center">
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-800">Error 403</p>
          <h1 className="mt-2 font-display text-4xl font-bold text-brand-900">Admins only</h1>
          <p className="mt-4 max-w-md text-base text-stone-700">
            {typeof error.data === 'string' ? error.data : 'This page is for the shop’s admins.'} If you run
            this shop, sign in with your admin account.
          </p>
          <Link to="/" className={`mt-8 ${buttonClass()}`}>
            Go to Home
          </Link>
        </Container>
      </main>
    );
  }
  return <RouteErrorPage error={error} />;
}
