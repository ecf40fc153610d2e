import { requireAdmin } from '~/features/admin/admin.server';
import { PromotionsAdmin } from '~/features/promo/admin-promotions';
import { promotionsAction, promotionsLoader } from '~/features/promo/admin-promotions.server';
import { answerForm } from '~/lib/form-result.server';
import type { Route } from './+types/promotions';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return promotionsLoader(context, url);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  return answerForm(request, await promotionsAction(context, await request.formData()), {
    back: `${url.pathname}${url.search}`,
    failuresInPlace: true,
  });
}

export default function AdminPromotionsPage({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <PromotionsAdmin promotions={loaderData.promotions} editing={loaderData.editing} result={actionData} />
  );
}
