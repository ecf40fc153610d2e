import { StorefrontContentSchema } from '@shop/shared';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { validate } from '~/lib/form-result';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { editedFromForm, fromEdited, storefrontFieldName } from './admin-storefront-form';

/** The document as saved, and what its pickers offer: the shop's products, categories and codes. */
export async function storefrontLoader(context: LoadContext) {
  const [{ storefront }, { products }, { categories }, { promoCodes }, live] = await Promise.all([
    callApi(context, 'GET /admin/storefront').then(dataOrThrow),
    callApi(context, 'GET /product/getAllProducts', { query: { limit: 100 } }).then(dataOrThrow),
    callApi(context, 'GET /product/getAllCategories').then(dataOrThrow),
    callApi(context, 'GET /admin/promo-codes').then(dataOrThrow),
    callApi(context, 'GET /storefront').then(dataOrThrow),
  ]);
  // The list answers at most 100 products: the picked ones after them are added, so they stay ticked
  // and a save keeps them.
  const listed = new Set(products.map((product) => product._id));
  const picked = live.storefront.featuredProducts.filter((product) => !listed.has(product._id));
  return {
    storefront,
    products: [...products, ...picked].map(({ _id, name, slug }) => ({ _id, name, slug })),
    categories: categories.map(({ _id, name }) => ({ _id, name })),
    codes: promoCodes.map((promo) => promo.code),
  };
}

/**
 * Saves the whole document from the version shown (the form's values as typedValues reads them); a refusal
 * names its fields, a stale save reloads.
 */
export async function storefrontAction(context: LoadContext, typed: Record<string, string>) {
  const body = fromEdited(editedFromForm(typed));
  const checked = validate(StorefrontContentSchema, body, storefrontFieldName);
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const version = Number(typed.version);
  const result = await callApi(context, 'PUT /admin/storefront', { body: { ...body, version } });
  if (!result.ok) {
    // A stale save reloads the page: the editor then shows the current document under the message.
    return refused('save', result, 'The storefront could not be saved.', {
      revalidate: result.status === 409,
      fieldName: storefrontFieldName,
    });
  }
  return succeeded('save', { message: 'Storefront saved: the home page shows it now' });
}
