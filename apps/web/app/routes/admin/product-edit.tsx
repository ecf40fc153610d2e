import { useActionData, useSearchParams } from 'react-router';
import { requireAdmin } from '~/features/admin/admin.server';
import { BatchesSection } from '~/features/batches/admin-batches';
import { correctBatch, deleteBatch, loadBatches, recordBatch } from '~/features/batches/admin-batches.server';
import { productEditAction, productEditLoader } from '~/features/catalog/admin-product-edit.server';
import { ProductForm } from '~/features/catalog/admin-product-form';
import { typedValues } from '~/lib/form-result';
import { answerConsoleForm } from '~/lib/form-result.server';
import type { Route } from './+types/product-edit';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const [edit, batches] = await Promise.all([
    productEditLoader(context, params.id),
    params.id ? loadBatches(context, params.id) : Promise.resolve([]),
  ]);
  return { ...edit, batches };
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireAdmin(url, context);
  const form = await request.formData();
  // The Batches section's forms (docs/decisions/0036-batches-and-best-before.md).
  const intent = form.get('intent');
  if (params.id && intent === 'batch') return recordBatch(context, params.id, form);
  if (params.id && intent === 'batch-correct') return correctBatch(context, params.id, form);
  if (params.id && intent === 'batch-delete') return deleteBatch(context, params.id, form);
  const reply = await productEditAction(context, params.id, form);
  // Archive's refusal is only toasted (useArchive): without JavaScript it comes back as a flash. The
  // product form shows its own, with what was typed (its categories and pictures are groups of boxes).
  return answerConsoleForm(request, url, reply, ['save'], typedValues(form));
}

export default function AdminProductEditPage({
  loaderData: { categories, product, batches },
}: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  const [search] = useSearchParams();
  const correcting = batches.find((batch) => batch.id === search.get('batch'));
  return (
    <div className="space-y-6">
      {/* A batch recorded or corrected raises the product's version: the form (keyed by it) shows the new stock. */}
      <ProductForm categories={categories} product={product} result={result} />
      {product && (
        <BatchesSection
          variants={product.variants}
          batches={batches}
          correcting={correcting}
          result={result}
        />
      )}
    </div>
  );
}
