import { requireAdmin } from '~/features/admin/admin.server';
import { ShippingAdmin } from '~/features/shipping/admin-shipping';
import { shippingAction, shippingLoader } from '~/features/shipping/admin-shipping.server';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/shipping';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return shippingLoader(context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await shippingAction(context, form);
  // The rules form starts again from what was typed; the upload's file cannot be given back.
  return answerConsoleForm(request, url, reply, ['save', 'upload'], formValues(form));
}

export default function AdminShippingPage({ loaderData, actionData }: Route.ComponentProps) {
  return <ShippingAdmin settings={loaderData.settings} summary={loaderData.summary} result={actionData} />;
}
