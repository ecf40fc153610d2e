import {
  type AdminBundle,
  type AdminProduct,
  formatRupees,
  lineNameWithVariant,
  variantLabel,
} from '@shop/shared';
import { redirect } from 'react-router';
import { type ApiFailure, callApi, dataOrThrow } from '~/lib/api.server';
import { invalid, refused, succeeded } from '~/lib/form-result.server';
import type { LoadContext } from '~/lib/load-context.server';
import { bundleCreateBody, bundlePatchBody } from './admin-bundle-form.server';

/** A variant the owner can put in a bundle: its id and how the picker names it. */
export interface VariantChoice {
  id: string;
  label: string;
}

/**
 * The variants to pick from: every variant of the products in the shop (the first 100 products the
 * console lists), named "Product (variant) · SKU · price", then any of the bundle's own components not
 * among them (an archived one, say), so the form still shows what the bundle holds.
 */
export function variantChoices(products: AdminProduct[], bundle: AdminBundle | null): VariantChoice[] {
  const choices = products.flatMap((product) =>
    product.variants.map((variant) => ({
      id: variant.id,
      label: `${lineNameWithVariant(product.name, variantLabel(variant.options))} · ${variant.sku} · ${formatRupees(
        variant.discountPricePaise ?? variant.pricePaise,
        { compact: true },
      )}`,
    })),
  );
  const known = new Set(choices.map((choice) => choice.id));
  for (const item of bundle?.items ?? []) {
    if (known.has(item.variantId)) continue;
    const name = lineNameWithVariant(item.productName, item.variantLabel);
    choices.push({ id: item.variantId, label: `${name} · ${item.sku}${item.archived ? ' (archived)' : ''}` });
  }
  return choices.sort((a, b) => a.label.localeCompare(b.label));
}

/** The bundle being edited (none when adding one) and the variants it can hold. */
export async function bundleEditLoader(context: LoadContext, bundleId: string | undefined) {
  const [{ products }, bundle] = await Promise.all([
    callApi(context, 'GET /admin/products', { query: { limit: 100 } }).then(dataOrThrow),
    bundleId
      ? callApi(context, 'GET /admin/bundles/:id', { params: { id: bundleId } }).then(
          (result) => dataOrThrow(result, 'Bundle not found').bundle,
        )
      : Promise.resolve(null),
  ]);
  return { bundle, variants: variantChoices(products, bundle) };
}

/** Save (create, or PATCH from the version shown) or archive; a new bundle opens its own page. */
export async function bundleEditAction(context: LoadContext, bundleId: string | undefined, form: FormData) {
  if (form.get('intent') === 'archive' && bundleId) {
    const result = await callApi(context, 'DELETE /admin/bundles/:id', { params: { id: bundleId } });
    if (!result.ok) return refused('archive', result, 'Could not archive the bundle');
    return succeeded('archive', {
      message: 'Bundle archived: it has left the shop',
      redirectTo: '/admin/bundles',
    });
  }
  // A stale save reloads the page, so the form shows the current values under the message.
  const refusedSave = (failure: ApiFailure, fieldName: (path: string) => string) =>
    refused('save', failure, 'Could not save the bundle', { fieldName, revalidate: true });
  if (!bundleId) {
    const checked = bundleCreateBody(form);
    if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
    const result = await callApi(context, 'POST /admin/bundles', { body: checked.body });
    if (!result.ok) return refusedSave(result, checked.fieldName);
    throw redirect(`/admin/bundles/${result.body.bundle.id}?created=1`);
  }
  const checked = bundlePatchBody(form);
  if (!checked.ok) return invalid('save', checked.fieldErrors, 'Please check the marked fields');
  const params = { id: bundleId };
  const result = await callApi(context, 'PATCH /admin/bundles/:id', { params, body: checked.body });
  if (!result.ok) return refusedSave(result, checked.fieldName);
  return succeeded('save', { message: 'Saved: the shop shows it now' });
}
