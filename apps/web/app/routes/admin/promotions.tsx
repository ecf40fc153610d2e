import { requireAdmin } from '~/features/admin/admin.server';
import { PromotionsAdmin } from '~/features/promo/admin-promotions';
import { promotionsAction, promotionsLoader } from '~/features/promo/admin-promotions.server';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/promotions';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return promotionsLoader(context, url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await promotionsAction(context, form);
  return answerConsoleForm(request, url, reply, ['create', 'edit'], formValues(form));
}

export default function AdminPromotionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromotionsAdmin promotions={loaderData.promotions} editing={loaderData.editing} result={actionData} />
  );
}
