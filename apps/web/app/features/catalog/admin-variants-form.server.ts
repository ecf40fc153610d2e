import { rupeeTextToPaise } from '@shop/shared';
import type { FieldErrors } from '~/lib/form-result';

/**
 * The variant rows of the product form (docs/PRODUCT.md, Variants) as the admin API's `variants` list.
 * Row 0 is the default variant: its price, discount price and stock are the product's own fields.
 * A row with a `remove` tick, or a new row left blank, is left out (the API then archives a left-out
 * variant). `rows[i]` is the form row of the list's i-th variant, to put the API's errors on it.
 */
export function variantsFromForm(
  form: FormData,
  product: { price: unknown; discountPrice: unknown; stock: unknown },
) {
  const text = (name: string) => String(form.get(name) ?? '').trim();
  const fieldErrors: FieldErrors = {};
  const variants: Record<string, unknown>[] = [];
  const rows: number[] = [];
  for (let row = 0; form.has(`variants.${row}.sku`); row += 1) {
    const field = (name: string) => text(`variants.${row}.${name}`);
    const id = field('id');
    const options: Record<string, string> = {};
    for (const n of [1, 2]) {
      const value = field(`option${n}Value`);
      // A name without a value is the form's suggestion ("Size") on a row not filled in.
      if (value) options[field(`option${n}Name`)] = value;
    }
    const blank = !id && !field('sku') && Object.keys(options).length === 0 && !field('price');
    if (form.get(`variants.${row}.remove`) === 'on' || (row > 0 && blank)) continue;
    const money = (name: 'price' | 'discountPrice') => {
      const raw = field(name);
      if (raw === '') return name === 'price' ? undefined : null;
      const paise = rupeeTextToPaise(raw);
      if (paise === null) fieldErrors[`variants.${row}.${name}`] = 'Enter the price in rupees, like 499';
      return paise ?? -1;
    };
    const weight = field('weight');
    variants.push({
      ...(id ? { id } : {}),
      sku: field('sku'),
      options,
      ...(row === 0
        ? { pricePaise: product.price, discountPricePaise: product.discountPrice, stock: product.stock }
        : {
            pricePaise: money('price'),
            discountPricePaise: money('discountPrice'),
            stock: field('stock') === '' ? Number.NaN : Number(field('stock')),
          }),
      weightGrams: weight === '' ? null : Number(weight),
      imageKeys: form.getAll(`variants.${row}.imageKeys`).map(String),
    });
    rows.push(row);
  }
  // Only the default, with no SKU given: the product keeps the SKU the shop made for it.
  const onlyDefault = variants.length === 1 && rows[0] === 0 && !(variants[0] as { sku: string }).sku;
  return { variants: variants.length === 0 || onlyDefault ? undefined : variants, rows, fieldErrors };
}

/** The form field of an API error path inside `variants` (rows: the list's form rows, as above). */
export function variantFormField(path: string, rows: number[]): string | undefined {
  const match = /^variants\.(\d+)\.?(\w*)/.exec(path);
  if (!match) return undefined;
  const row = rows[Number(match[1])] ?? Number(match[1]);
  const field = match[2] ?? '';
  if (row === 0 && ['pricePaise', 'discountPricePaise', 'stock'].includes(field)) {
    return { pricePaise: 'price', discountPricePaise: 'discountPrice', stock: 'stock' }[field];
  }
  const name =
    {
      pricePaise: 'price',
      discountPricePaise: 'discountPrice',
      weightGrams: 'weight',
      options: 'option1Value',
      id: 'sku',
    }[field] ??
    (field || 'sku');
  return `variants.${row}.${name}`;
}
