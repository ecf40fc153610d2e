import { requireAdmin } from '~/features/admin/admin.server';
import { ShippingAdmin } from '~/features/shipping/admin-shipping';
import { shippingAction, shippingLoader } from '~/features/shipping/admin-shipping.server';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/shipping';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return shippingLoader(context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const reply = await shippingAction(context, await request.formData());
  return answerConsoleForm(request, url, reply, ['save', 'upload']);
}

export default function AdminShippingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingAdmin settings={loaderData.settings} summary={loaderData.summary} result={actionData} />;
}
