import type { ActionFunctionArgs } from 'react-router';
import { requireAdmin } from '~/features/admin/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';

export async function refundsLoader(context: LoadContext) {
  return dataOrThrow(await callApi(context, 'GET /admin/refunds')).refunds;
}

/** Marks one refund done (the owner gave the money back in Razorpay's dashboard). */
export async function refundsAction({ request, url, context }: ActionFunctionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  const id = String(form.get('id') ?? '');
  const kind = form.get('kind') === 'payment' ? 'payment' : 'order';
  const result = await callApi(context, 'POST /admin/refunds/:id/done', { params: { id }, body: { kind } });
  if (!result.ok)
    return refused('refund-done', result, 'Could not mark the refund done', { revalidate: true });
  return succeeded('refund-done', { message: 'Refund marked done' });
}
