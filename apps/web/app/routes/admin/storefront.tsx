import { requireAdmin } from '~/features/admin/admin.server';
import { StorefrontAdmin } from '~/features/storefront';
import { storefrontAction, storefrontLoader } from '~/features/storefront/index.server';
import { typedValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/storefront';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return storefrontLoader(context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  // Its featured products and tabs are groups of boxes to tick: typedValues keeps every one.
  const typed = typedValues(await request.formData());
  const reply = await storefrontAction(context, typed);
  return answerConsoleForm(request, url, reply, ['save'], typed);
}

export default function AdminStorefrontPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    // Keyed by the version: a save (or another admin's, after a stale refusal) shows the new document.
    <StorefrontAdmin key={loaderData.storefront.version} {...loaderData} result={actionData} />
  );
}
