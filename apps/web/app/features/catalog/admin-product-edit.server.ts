import { redirect } from 'react-router';
import { type ApiFailure, callApi, dataOrThrow } from '~/lib/api.server';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { productCreateBody, productPatchBody } from './admin-product-form.server';

/** The categories to tick, and the product being edited (none when adding one). */
export async function productEditLoader(context: LoadContext, productId: string | undefined) {
  const [{ categories }, product] = await Promise.all([
    callApi(context, 'GET /admin/categories').then(dataOrThrow),
    productId
      ? callApi(context, 'GET /admin/products/:id', { params: { id: productId } }).then(
          (result) => dataOrThrow(result, 'Product not found').product,
        )
      : Promise.resolve(null),
  ]);
  return { categories, product };
}

/** Save (create, or PATCH from the version shown) or archive; a new product opens its own page. */
export async function productEditAction(context: LoadContext, productId: string | undefined, form: FormData) {
  if (form.get('intent') === 'archive' && productId) {
    const result = await callApi(context, 'DELETE /admin/products/:id', { params: { id: productId } });
    if (!result.ok) return refused('archive', result, 'Could not archive the product');
    return succeeded('archive', {
      message: 'Product archived: it has left the shop',
      redirectTo: '/admin/products',
    });
  }
  // A stale save reloads the page, so the form shows the current values under the message.
  const refusedSave = (failure: ApiFailure, fieldName: (path: string) => string) =>
    refused('save', failure, 'Could not save the product', { fieldName, revalidate: true });
  if (!productId) {
    const checked = productCreateBody(form);
    if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
    const result = await callApi(context, 'POST /admin/products', { body: checked.body });
    if (!result.ok) return refusedSave(result, checked.fieldName);
    throw redirect(`/admin/products/${result.body.product.id}?created=1`);
  }
  const checked = productPatchBody(form);
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const params = { id: productId };
  const result = await callApi(context, 'PATCH /admin/products/:id', { params, body: checked.body });
  if (!result.ok) return refusedSave(result, checked.fieldName);
  return succeeded('save', { message: 'Saved: the shop shows it now' });
}
