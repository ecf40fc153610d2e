import { type AdminCategory, type AdminProduct, paiseToRupeeText } from '@shop/shared';
import { Form } from 'react-router';
import { ArchiveDialog, useArchive } from '~/components/form/archive-dialog';
import { useForm } from '~/components/form/use-form';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Checkbox, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, typedList } from '~/lib/form-result';
import { ImageManager } from './admin-image-manager';
import { VariantRows } from './admin-variant-rows';

const gstRates = [0, 0.25, 3, 5, 12, 18, 28];

/**
 * The product form: fields, categories, pictures, and Archive behind a confirmation. Keyed by version
 * inside, so after a save (or a refused stale save) the fields show the stored values.
 */
export function ProductForm({
  categories,
  product,
  result,
}: {
  categories: AdminCategory[];
  product: AdminProduct | null;
  result: AnyFormResult | undefined;
}) {
  const form = useForm({ intent: 'save', result });
  const archive = useArchive(result);
  const errors = form.fieldErrors;
  // Refused after a post the browser made itself: the fields start from what was typed (typedValues).
  const typed = form.typed;
  const chosen = new Set(
    typed ? typedList(typed, 'categoryIds') : product?.categories.map((category) => category.id),
  );
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-bold text-brand-900">
        {product ? `Edit ${product.name}` : 'Add a product'}
      </h2>
      {product?.archivedAt && <Alert tone="info">This product is archived: the shop does not show it.</Alert>}
      {/* Keyed by version: after a save, or a refused stale save, the fields show the stored values. */}
      <Form
        key={product?.version ?? 'new'}
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className={`${cardClass} space-y-4 p-4 sm:p-6`}
      >
        <input type="hidden" name="intent" value="save" />
        {product && <input type="hidden" name="version" value={product.version} />}
        <Alert>{form.message}</Alert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label="Name"
            required
            defaultValue={typed?.name ?? product?.name}
            errors={errors}
          />
          <TextField
            name="brand"
            label="Brand"
            required
            defaultValue={typed?.brand ?? product?.brand}
            errors={errors}
          />
          <TextField
            name="price"
            label="Price (₹)"
            inputMode="decimal"
            required
            defaultValue={typed?.price ?? (product ? paiseToRupeeText(product.pricePaise) : '')}
            errors={errors}
          />
          <TextField
            name="discountPrice"
            label="Discount price (₹)"
            inputMode="decimal"
            hint="Leave empty when there is no discount"
            defaultValue={
              typed?.discountPrice ??
              (product?.discountPricePaise != null ? paiseToRupeeText(product.discountPricePaise) : '')
            }
            errors={errors}
          />
          <TextField
            name="stock"
            label="Stock"
            inputMode="numeric"
            required
            defaultValue={typed?.stock ?? product?.stock ?? 0}
            errors={errors}
          />
          <TextField
            name="hsnCode"
            label="HSN code"
            required
            defaultValue={typed?.hsnCode ?? product?.hsnCode ?? ''}
            errors={errors}
          />
          <SelectField
            name="gstRate"
            label="GST rate"
            defaultValue={typed?.gstRate ?? String((product?.gstRateBp ?? 1200) / 100)}
            errors={errors}
          >
            {gstRates.map((rate) => (
              <option key={rate} value={rate}>
                {rate} %
              </option>
            ))}
          </SelectField>
          <div className="flex flex-col justify-end gap-2">
            <Checkbox
              name="isFeatured"
              label="Featured on the home page"
              defaultChecked={typed ? typed.isFeatured === 'on' : product?.isFeatured}
            />
            <Checkbox
              name="isBestSelling"
              label="Best selling"
              defaultChecked={typed ? typed.isBestSelling === 'on' : product?.isBestSelling}
            />
            <Checkbox
              name="ageRestricted"
              label="Adults only (18+): ask the shopper's age before the first add to cart"
              defaultChecked={typed ? typed.ageRestricted === 'on' : product?.ageRestricted}
            />
          </div>
        </div>
        <fieldset>
          <legend className="text-sm font-semibold text-stone-800">
            Categories (the first ticked is the main one)
          </legend>
          <div className="mt-2 grid gap-2 sm:grid-cols-3">
            {categories.map((category) => (
              <Checkbox
                key={category.id}
                name="categoryIds"
                value={category.id}
                label={category.name}
                defaultChecked={chosen.has(category.id)}
              />
            ))}
          </div>
          {errors.categoryIds && <p className="mt-1 text-sm text-red-700">{errors.categoryIds}</p>}
        </fieldset>
        <TextAreaField
          name="description"
          label="Description"
          rows={6}
          defaultValue={typed?.description ?? product?.description ?? ''}
          errors={errors}
        />
        <ImageManager initial={product?.images ?? []} error={errors.images} />
        <VariantRows
          variants={product?.variants ?? []}
          images={product?.images ?? []}
          typed={typed}
          errors={errors}
        />
        <div className="flex flex-wrap justify-between gap-3">
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            {product ? 'Save changes' : 'Create product'}
          </SubmitButton>
          {product && !product.archivedAt && (
            <button type="button" className={buttonClass({ variant: 'dangerOutline' })} onClick={archive.ask}>
              Archive
            </button>
          )}
        </div>
      </Form>
      <ArchiveDialog archive={archive} title="Archive this product?">
        It leaves the shop, search and sitemap at once. Past orders and invoices keep it.
      </ArchiveDialog>
    </div>
  );
}
