import { AdminBundleCreateSchema, AdminBundlePatchSchema, rupeeTextToPaise } from '@shop/shared';
import { type Checked, type FieldErrors, validate } from '~/lib/form-result';

/**
 * The component rows of the bundle form as the admin API's `items`: rows are `items.<row>.variantId`
 * and `items.<row>.quantity`; a row with no variant chosen, or ticked `items.<row>.remove`, is left out.
 * `rows[i]` is the form row of the list's i-th item, to put the API's errors on it.
 */
function itemsFromForm(form: FormData) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const items: { variantId: string; quantity: number }[] = [];
  const rows: number[] = [];
  for (let row = 0; form.has(`items.${row}.variantId`); row += 1) {
    const variantId = text(`items.${row}.variantId`);
    if (!variantId || form.get(`items.${row}.remove`) === 'on') continue;
    const quantity = text(`items.${row}.quantity`);
    items.push({ variantId, quantity: quantity === '' ? 1 : Number(quantity) });
    rows.push(row);
  }
  return { items, rows };
}

/** The form's field for an API error path (the API speaks paise and list positions, the form rupees and rows). */
function formField(path: string, rows: number[]): string {
  const item = /^items\.(\d+)\.?(\w*)$/.exec(path);
  if (item) {
    const row = rows[Number(item[1])] ?? Number(item[1]);
    return `items.${row}.${item[2] || 'variantId'}`;
  }
  if (path.startsWith('image')) return 'image';
  return { pricePaise: 'price' }[path] ?? path;
}

/**
 * The bundle form's values as the admin API's body, checked with the same shared schema the API uses:
 * the create schema's for a new bundle, the patch schema's (from the `version` the page showed) for an
 * edit. The picture is the first of the uploaded ones (none: the shop shows its first component's).
 */
function bundleBody<T>(
  form: FormData,
  check: (body: Record<string, unknown>, fieldName: (path: string) => string) => Checked<T>,
): { ok: true; body: T; fieldName: (path: string) => string } | { ok: false; fieldErrors: FieldErrors } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fieldErrors: FieldErrors = {};
  const price = rupeeTextToPaise(text('price'));
  if (price === null) fieldErrors.price = 'Enter the price in rupees, like 999 or 999.50';
  let image: unknown = null;
  try {
    const images = JSON.parse(text('images') || '[]') as unknown;
    image = Array.isArray(images) ? (images[0] ?? null) : null;
  } catch {
    fieldErrors.image = 'The picture could not be read: reload the page';
  }
  const { items, rows } = itemsFromForm(form);
  const body: Record<string, unknown> = {
    name: text('name'),
    description: String(form.get('description') ?? ''),
    image,
    pricePaise: price ?? -1,
    active: form.get('active') === 'on',
    items,
  };
  const slug = text('slug');
  if (slug) body.slug = slug;
  const version = text('version');
  if (version) body.version = Number(version);
  const fieldName = (path: string) => formField(path, rows);
  const checked = check(body, fieldName);
  if (!checked.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors: { ...(checked.ok ? {} : checked.fieldErrors), ...fieldErrors } };
  }
  return { ok: true, body: checked.data, fieldName };
}

export const bundleCreateBody = (form: FormData) =>
  bundleBody(form, (body, fieldName) => validate(AdminBundleCreateSchema, body, fieldName));

export const bundlePatchBody = (form: FormData) =>
  bundleBody(form, (body, fieldName) => validate(AdminBundlePatchSchema, body, fieldName));
