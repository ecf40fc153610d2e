import { requireAdmin } from '~/features/admin/admin.server';
import { PromoCodesAdmin } from '~/features/promo/admin-promo-codes';
import { promoCodesAction, promoCodesLoader } from '~/features/promo/admin-promo-codes.server';
import { answerForm } from '~/lib/form-result.server';
import type { Route } from './+types/promo-codes';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return promoCodesLoader(context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  return answerForm(request, await promoCodesAction(context, await request.formData()), {
    back: `${url.pathname}${url.search}`,
    failuresInPlace: true,
  });
}

export default function AdminPromoCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoCodesAdmin codes={loaderData} result={actionData} />;
}
