import { requireAdmin } from '~/features/admin/admin.server';
import { PromoCodesAdmin } from '~/features/promo/admin-promo-codes';
import { promoCodesAction, promoCodesLoader } from '~/features/promo/admin-promo-codes.server';
import { formValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/promo-codes';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return promoCodesLoader(context);
}

export async function action({ request, url, context }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const reply = await promoCodesAction(context, form);
  // Switch on/off and the Edit dialog only toast their refusals: without JavaScript they are flashed.
  return answerConsoleForm(request, url, reply, ['create'], formValues(form));
}

export default function AdminPromoCodesPage({ loaderData, actionData }: Route.ComponentProps) {
  return <PromoCodesAdmin codes={loaderData} result={actionData} />;
}
