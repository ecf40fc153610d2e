import { type AdminBundle, formatRupees, MAX_BUNDLE_ITEM_QUANTITY, paiseToRupeeText } from '@shop/shared';
import { useState } from 'react';
import { Form } from 'react-router';
import { ArchiveDialog, useArchive } from '~/components/form/archive-dialog';
import { useForm } from '~/components/form/use-form';
import { Alert } from '~/components/ui/alert';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { Checkbox, SelectField, TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { ImageManager } from '~/features/catalog';
import type { AnyFormResult, FieldErrors } from '~/lib/form-result';
import type { VariantChoice } from './admin-bundle-edit.server';

/**
 * The bundle form (docs/PRODUCT.md, Bundles): name, address, description, picture, price, shown or not,
 * and its components, each a variant with a quantity. Component rows are plain fields named
 * `items.<row>.<field>` with one blank row, so it works without JavaScript; with it, "Add another
 * component" adds blank rows. Archive sits behind a confirmation. Keyed by version inside, so after a
 * save (or a refused stale save) the fields show the stored values.
 */
export function BundleForm({
  bundle,
  variants,
  result,
}: {
  bundle: AdminBundle | null;
  variants: VariantChoice[];
  result: AnyFormResult | undefined;
}) {
  const form = useForm({ intent: 'save', result });
  const archive = useArchive(result);
  const errors = form.fieldErrors;
  // Refused after a post the browser made itself: the fields start from what was typed.
  const typed = form.typed;
  return (
    <div className="space-y-4">
      <h2 className="font-display text-xl font-bold text-brand-900">
        {bundle ? `Edit ${bundle.name}` : 'Add a bundle'}
      </h2>
      {bundle?.archivedAt && <Alert tone="info">This bundle is archived: the shop does not show it.</Alert>}
      <Form
        key={bundle?.version ?? 'new'}
        method="post"
        ref={form.ref}
        onSubmit={form.onSubmit}
        className={`${cardClass} space-y-4 p-4 sm:p-6`}
      >
        <input type="hidden" name="intent" value="save" />
        {bundle && <input type="hidden" name="version" value={bundle.version} />}
        <Alert>{form.message}</Alert>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            name="name"
            label="Name"
            required
            defaultValue={typed?.name ?? bundle?.name}
            errors={errors}
          />
          <TextField
            name="slug"
            label="Address (slug)"
            hint="Its page is /bundles/<slug>; leave empty to make it from the name"
            defaultValue={typed?.slug ?? bundle?.slug ?? ''}
            errors={errors}
          />
          <TextField
            name="price"
            label="Bundle price (₹)"
            inputMode="decimal"
            required
            hint={
              bundle
                ? `The components cost ${formatRupees(bundle.listPricePaise)} bought one by one`
                : 'At most what the components cost bought one by one'
            }
            defaultValue={typed?.price ?? (bundle ? paiseToRupeeText(bundle.pricePaise) : '')}
            errors={errors}
          />
          <div className="flex flex-col justify-end">
            <Checkbox
              name="active"
              label="Shown and sold in the shop"
              defaultChecked={typed ? typed.active === 'on' : (bundle?.active ?? true)}
            />
          </div>
        </div>
        <TextAreaField
          name="description"
          label="Description"
          rows={4}
          defaultValue={typed?.description ?? bundle?.description ?? ''}
          errors={errors}
        />
        <ComponentRows items={bundle?.items ?? []} variants={variants} typed={typed} errors={errors} />
        <ImageManager initial={bundle?.image ? [bundle.image] : []} error={errors.image} />
        <p className="-mt-2 text-xs text-stone-600">
          The first picture is the bundle's; without one the shop shows its first component's.
        </p>
        <div className="flex flex-wrap justify-between gap-3">
          <SubmitButton busy={form.busy} busyLabel="Saving…">
            {bundle ? 'Save changes' : 'Create bundle'}
          </SubmitButton>
          {bundle && !bundle.archivedAt && (
            <button type="button" className={buttonClass({ variant: 'dangerOutline' })} onClick={archive.ask}>
              Archive
            </button>
          )}
        </div>
      </Form>
      <ArchiveDialog archive={archive} title="Archive this bundle?">
        It leaves the shop at once. Carts holding it can no longer check it out; past orders keep it.
      </ArchiveDialog>
    </div>
  );
}

/** The components: one row each (a variant and its quantity), then blank rows to add one. */
function ComponentRows({
  items,
  variants,
  typed,
  errors,
}: {
  items: AdminBundle['items'];
  variants: VariantChoice[];
  typed: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  const [blankRows, setBlankRows] = useState(items.length === 0 ? 2 : 1);
  const rows = [...items, ...Array.from({ length: blankRows }, () => null)];
  return (
    <fieldset className="space-y-3">
      <legend className="text-sm font-semibold text-stone-800">Components</legend>
      <p className="text-sm text-stone-600">
        Each row is a product's variant and how many of it one bundle holds. Choose a variant in a blank row
        to add it; tick Remove to take one out.
      </p>
      {errors.items && <p className="text-sm text-red-700">{errors.items}</p>}
      {rows.map((item, row) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: rows are fields named by their position
        <ComponentRow key={row} row={row} item={item} variants={variants} typed={typed} errors={errors} />
      ))}
      <button
        type="button"
        className="text-sm font-semibold text-brand-800 underline underline-offset-2"
        onClick={() => setBlankRows((count) => count + 1)}
      >
        Add another component
      </button>
    </fieldset>
  );
}

/** One component: the variant (a blank choice in a new row), its quantity, and Remove for a saved one. */
function ComponentRow({
  row,
  item,
  variants,
  typed,
  errors,
}: {
  row: number;
  item: AdminBundle['items'][number] | null;
  variants: VariantChoice[];
  typed: Record<string, string> | undefined;
  errors: FieldErrors;
}) {
  return (
    <div className="grid gap-3 rounded-xl border border-stone-200 p-3 sm:grid-cols-[1fr_7rem_6rem] sm:items-end">
      <SelectField
        name={`items.${row}.variantId`}
        label={item ? `Component ${row + 1}` : 'New component'}
        defaultValue={typed?.[`items.${row}.variantId`] ?? item?.variantId ?? ''}
        errors={errors}
      >
        <option value="">Choose a product and variant…</option>
        {variants.map((variant) => (
          <option key={variant.id} value={variant.id}>
            {variant.label}
          </option>
        ))}
      </SelectField>
      <TextField
        name={`items.${row}.quantity`}
        label="Quantity"
        type="number"
        inputMode="numeric"
        min={1}
        max={MAX_BUNDLE_ITEM_QUANTITY}
        defaultValue={typed?.[`items.${row}.quantity`] ?? item?.quantity ?? 1}
        errors={errors}
      />
      {item ? (
        <Checkbox
          name={`items.${row}.remove`}
          label="Remove"
          defaultChecked={typed?.[`items.${row}.remove`] === 'on'}
          className="pb-2.5"
        />
      ) : (
        <span className="hidden sm:block" />
      )}
    </div>
  );
}
