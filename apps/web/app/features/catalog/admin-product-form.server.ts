import { AdminProductCreateSchema, AdminProductPatchSchema, rupeeTextToPaise } from '@shop/shared';
import { type Checked, type FieldErrors, validate } from '~/lib/form-result';
import { variantFormField, variantsFromForm } from './admin-variants-form.server';

/**
 * The form's field for each API field (the API speaks paise and basis points, the form rupees and %);
 * `rows` are the form rows of the variants sent.
 */
function formField(path: string, rows: number[] = []): string {
  if (path.startsWith('images')) return 'images';
  const variantField = variantFormField(path, rows);
  if (variantField) return variantField;
  return (
    {
      pricePaise: 'price',
      discountPricePaise: 'discountPrice',
      gstRateBp: 'gstRate',
      categoryIds: 'categoryIds',
    }[path] ?? path
  );
}

/**
 * The product form's values as the admin API's body, checked with the same shared schema the API uses:
 * `check` is the create schema's for a new product, the patch schema's (from the `version` the page
 * showed) for an edit.
 */
function productBody<T>(
  form: FormData,
  check: (body: Record<string, unknown>, fieldName: (path: string) => string) => Checked<T>,
): { ok: true; body: T; fieldName: (path: string) => string } | { ok: false; fieldErrors: FieldErrors } {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fieldErrors: FieldErrors = {};
  const price = rupeeTextToPaise(text('price'));
  if (price === null) fieldErrors.price = 'Enter the price in rupees, like 499 or 499.50';
  const discountText = text('discountPrice');
  const discount = discountText === '' ? null : rupeeTextToPaise(discountText);
  if (discount === null && discountText !== '')
    fieldErrors.discountPrice = 'Enter the price in rupees, like 449';
  const stock = text('stock') === '' ? Number.NaN : Number(text('stock'));
  const gst = Number(text('gstRate'));
  let images: unknown = [];
  try {
    images = JSON.parse(text('images') || '[]');
  } catch {
    fieldErrors.images = 'The image list could not be read: reload the page';
  }
  const body: Record<string, unknown> = {
    name: text('name'),
    brand: text('brand'),
    description: String(form.get('description') ?? ''),
    pricePaise: price ?? -1,
    discountPricePaise: discount,
    stock,
    isFeatured: form.get('isFeatured') === 'on',
    isBestSelling: form.get('isBestSelling') === 'on',
    ageRestricted: form.get('ageRestricted') === 'on',
    hsnCode: text('hsnCode'),
    gstRateBp: Math.round(gst * 100),
    categoryIds: form.getAll('categoryIds').map(String),
    images,
  };
  const version = text('version');
  if (version) body.version = Number(version);
  const variants = variantsFromForm(form, {
    price: body.pricePaise,
    discountPrice: body.discountPricePaise,
    stock: body.stock,
  });
  if (variants.variants) body.variants = variants.variants;
  Object.assign(fieldErrors, variants.fieldErrors);
  const fieldName = (path: string) => formField(path, variants.rows);
  const checked = check(body, fieldName);
  // The rupee messages say more than the schema's "cannot be negative" for a price that did not parse.
  if (!checked.ok || Object.keys(fieldErrors).length > 0) {
    return { ok: false, fieldErrors: { ...(checked.ok ? {} : checked.fieldErrors), ...fieldErrors } };
  }
  return { ok: true, body: checked.data, fieldName };
}

export const productCreateBody = (form: FormData) =>
  productBody(form, (body, fieldName) => validate(AdminProductCreateSchema, body, fieldName));

export const productPatchBody = (form: FormData) =>
  productBody(form, (body, fieldName) => validate(AdminProductPatchSchema, body, fieldName));
