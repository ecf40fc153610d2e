import type { AdminCategory, AdminProduct } from '@shop/shared';
import { type AppLoadContext, redirect } from 'react-router';
import { adminData } from '~/features/admin/index.server';
import { callApi } from '~/lib/api.server';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import { formField, productBody } from './admin-product-form.server';

/** The categories to tick, and the product being edited (none when adding one). */
export async function productEditLoader(context: AppLoadContext, productId: string | undefined) {
  const [{ categories }, product] = await Promise.all([
    adminData<{ categories: AdminCategory[] }>(context, '/categories'),
    productId
      ? adminData<{ product: AdminProduct }>(
          context,
          `/products/${encodeURIComponent(productId)}`,
          'Product not found',
        ).then((answer) => answer.product)
      : Promise.resolve(null),
  ]);
  return { categories, product };
}

/** Save (create, or PATCH from the version shown) or archive; a new product opens its own page. */
export async function productEditAction(
  context: AppLoadContext,
  productId: string | undefined,
  form: FormData,
) {
  if (form.get('intent') === 'archive' && productId) {
    const result = await callApi(context, `/admin/products/${encodeURIComponent(productId)}`, {
      method: 'DELETE',
    });
    if (!result.ok) return refused('archive', result, 'Could not archive the product');
    return succeeded('archive', {
      message: 'Product archived: it has left the shop',
      redirectTo: '/admin/products',
    });
  }
  const checked = productBody(form);
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const result = productId
    ? await callApi<{ product: AdminProduct }>(context, `/admin/products/${encodeURIComponent(productId)}`, {
        method: 'PATCH',
        body: checked.body,
      })
    : await callApi<{ product: AdminProduct }>(context, '/admin/products', { body: checked.body });
  // A stale save reloads the page, so the form shows the current values under the message.
  if (!result.ok)
    return refused('save', result, 'Could not save the product', { fieldName: formField, revalidate: true });
  if (!productId) throw redirect(`/admin/products/${result.body.product.id}?created=1`);
  return succeeded('save', { message: 'Saved: the shop shows it now' });
}
