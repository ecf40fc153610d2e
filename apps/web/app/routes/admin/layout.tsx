import { isRouteErrorResponse, Link, Outlet } from 'react-router';
import { Container } from '~/components/layout/container';
import { RouteErrorPage } from '~/components/layout/not-found-page';
import { buttonClass } from '~/components/ui/button';
import { requireAdmin } from '~/features/admin/admin.server';
import { AdminShell } from '~/features/admin/admin-shell';
import { callApi } from '~/lib/api.server';
import { publicConfigContext } from '~/lib/load-context.server';
import type { Route } from './+types/layout';

/** Every /admin page passes here first: checked on the server, before any admin page renders. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const user = await requireAdmin(url, context);
  const unread = await callApi(context, 'GET /admin/chat/unread');
  return {
    email: user.email,
    shopName: context.get(publicConfigContext).shopName,
    chatUnread: unread.ok ? unread.body.unread : 0,
  };
}

export function meta() {
  return [{ title: 'Admin console' }, { name: 'robots', content: 'noindex' }];
}

/** The console's own shell (features/admin/admin-shell.tsx): root.tsx leaves the shop's chrome out. */
export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  return (
    <AdminShell email={loaderData.email} shopName={loaderData.shopName} chatUnread={loaderData.chatUnread}>
      <Outlet />
    </AdminShell>
  );
}

/**
 * Someone turned away (403) gets the shop's page, in the shop's frame; a failure of an admin page gets
 * the error page inside the console's shell, its sections still at hand.
 */
export function ErrorBoundary({ error, loaderData: admin }: Route.ErrorBoundaryProps) {
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
  if (admin) {
    return (
      <AdminShell email={admin.email} shopName={admin.shopName} chatUnread={admin.chatUnread}>
        <RouteErrorPage error={error} />
      </AdminShell>
    );
  }
  return <RouteErrorPage error={error} />;
}
