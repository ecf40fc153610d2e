import { type AdminVariant, paiseToRupeeText } from '@shop/shared';
import { useState } from 'react';
import { Checkbox, TextField } from '~/components/ui/field';
import { type FieldErrors, typedList } from '~/lib/form-result';

/**
 * The product's variants in the product form (docs/PRODUCT.md, Variants): one row each, the default
 * first (its price, discount and stock are the product's fields above), then the others with their
 * own, each with up to two named options ("Size" = "120 capsules"). A blank row adds a variant; Remove
 * takes one out of the shop. Plain fields named `variants.<row>.<field>`, so it works without
 * JavaScript; with it, "Add another variant" adds blank rows.
 */
export function VariantRows({
  variants,
  images,
  typed,
  errors,
}: {
  variants: AdminVariant[];
  /** The product's saved pictures, to choose a variant's own among. */
  images: { key: string; url: string }[];
  /** What was typed into the form, when its refusal came back to a post the browser made itself. */
  typed: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  const [blankRows, setBlankRows] = useState(1);
  // A new product has its default row blank; an existing one always has its default variant.
  const existing = variants.length > 0 ? variants : [null];
  const firstOption = Object.keys(variants[0]?.options ?? {})[0] ?? 'Size';
  const rows = [...existing, ...Array.from({ length: blankRows }, () => null)];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">Variants (pack sizes, flavours)</legend>
      <p className="text-sm text-stone-600">
        The first row is the default variant: its price, discount price and stock are the fields above. Fill a
        blank row to add a variant; each SKU is unique in the shop.
      </p>
      {rows.map((variant, row) => (
        <VariantRow
          // biome-ignore lint/suspicious/noArrayIndexKey: rows are fields named by their position
          key={row}
          row={row}
          variant={variant}
          images={images}
          optionName={firstOption}
          typed={typed}
          errors={errors}
        />
      ))}
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline underline-offset-2"
        onClick={() => setBlankRows((count) => count + 1)}
      >
        Add another variant
      </button>
    </fieldset>
  );
}

function VariantRow({
  row,
  variant,
  images,
  optionName,
  typed,
  errors,
}: {
  row: number;
  variant: AdminVariant | null;
  images: { key: string; url: string }[];
  optionName: string;
  typed: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  const name = (field: string) => `variants.${row}.${field}`;
  const options = Object.entries(variant?.options ?? {});
  const isDefault = row === 0;
  const money = (paise: number | null | undefined) => (paise != null ? paiseToRupeeText(paise) : '');
  return (
    <div className="rounded-xl border border-stone-200 p-3">
      <p className="mb-2 text-xs font-semibold uppercase tracking-wider text-stone-600">
        {isDefault ? 'Default variant' : variant ? `Variant ${row + 1}` : 'New variant'}
      </p>
      {variant && <input type="hidden" name={name('id')} value={variant.id} />}
      <div className="grid gap-3 sm:grid-cols-4">
        <TextField
          name={name('sku')}
          label="SKU"
          defaultValue={typed?.[name('sku')] ?? variant?.sku ?? ''}
          errors={errors}
        />
        <TextField
          name={name('option1Name')}
          label="Option"
          defaultValue={typed?.[name('option1Name')] ?? options[0]?.[0] ?? (variant ? '' : optionName)}
          errors={errors}
        />
        <TextField
          name={name('option1Value')}
          label="Value"
          placeholder="120 capsules"
          defaultValue={typed?.[name('option1Value')] ?? options[0]?.[1] ?? ''}
          errors={errors}
        />
        <TextField
          name={name('weight')}
          label="Weight (g)"
          inputMode="numeric"
          defaultValue={typed?.[name('weight')] ?? variant?.weightGrams ?? ''}
          errors={errors}
        />
        <TextField
          name={name('option2Name')}
          label="Second option"
          placeholder="Flavour"
          defaultValue={typed?.[name('option2Name')] ?? options[1]?.[0] ?? ''}
          errors={errors}
        />
        <TextField
          name={name('option2Value')}
          label="Value"
          defaultValue={typed?.[name('option2Value')] ?? options[1]?.[1] ?? ''}
          errors={errors}
        />
        {!isDefault && (
          <>
            <TextField
              name={name('price')}
              label="Variant price (₹)"
              inputMode="decimal"
              defaultValue={typed?.[name('price')] ?? money(variant?.pricePaise)}
              errors={errors}
            />
            <TextField
              name={name('discountPrice')}
              label="Variant discount price (₹)"
              inputMode="decimal"
              defaultValue={typed?.[name('discountPrice')] ?? money(variant?.discountPricePaise)}
              errors={errors}
            />
            <TextField
              name={name('stock')}
              label="Variant stock"
              inputMode="numeric"
              defaultValue={typed?.[name('stock')] ?? variant?.stock ?? ''}
              errors={errors}
            />
          </>
        )}
      </div>
      {images.length > 1 && (
        <fieldset className="mt-2">
          <legend className="text-sm text-stone-700">Its pictures (none ticked: all of them)</legend>
          <div className="mt-1 flex flex-wrap gap-3">
            {images.map((image, index) => (
              <Checkbox
                key={image.key}
                name={name('imageKeys')}
                value={image.key}
                label={`Image ${index + 1}`}
                defaultChecked={
                  typed
                    ? typedList(typed, name('imageKeys')).includes(image.key)
                    : variant?.imageKeys.includes(image.key)
                }
              />
            ))}
          </div>
          {errors[name('imageKeys')] && (
            <p className="mt-1 text-sm text-red-700">{errors[name('imageKeys')]}</p>
          )}
        </fieldset>
      )}
      {!isDefault && variant && (
        <div className="mt-2">
          <Checkbox
            name={name('remove')}
            label="Remove this variant from the shop"
            defaultChecked={typed?.[name('remove')] === 'on'}
          />
        </div>
      )}
    </div>
  );
}
