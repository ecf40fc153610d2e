import type { AdminRefund } from '@shop/shared';
import type { ActionFunctionArgs, AppLoadContext } from 'react-router';
import { adminData, requireAdmin } from '~/features/admin/index.server';
import { callApi } from '~/lib/api.server';
import { refused, succeeded } from '~/lib/form-result.server';

export async function refundsLoader(context: AppLoadContext) {
  return (await adminData<{ refunds: AdminRefund[] }>(context, '/refunds')).refunds;
}

/** Marks one refund done (the owner gave the money back in Razorpay's dashboard). */
export async function refundsAction({ request, context }: ActionFunctionArgs) {
  await requireAdmin(request, context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const kind = form.get('kind') === 'payment' ? 'payment' : 'order';
  const result = await callApi(context, `/admin/refunds/${encodeURIComponent(id)}/done`, { body: { kind } });
  if (!result.ok)
    return refused('refund-done', result, 'Could not mark the refund done', { revalidate: true });
  return succeeded('refund-done', { message: 'Refund marked done' });
}
