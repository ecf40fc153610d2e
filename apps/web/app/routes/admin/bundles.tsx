import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { Pager } from '~/features/admin/pager';
import { AdminBundlesList } from '~/features/bundles/admin-bundles-list';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { Route } from './+types/bundles';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/bundles');
  const list = await callApi(context, 'GET /admin/bundles', { query }).then(dataOrThrow);
  return { list, filters: Object.fromEntries(url.searchParams) };
}

export default function AdminBundlesPage({ loaderData: { list, filters } }: Route.ComponentProps) {
  return (
    <AdminBundlesList
      bundles={list.bundles}
      total={list.total}
      filters={filters}
      pager={<Pager page={list.page} limit={list.limit} total={list.total} />}
    />
  );
}
