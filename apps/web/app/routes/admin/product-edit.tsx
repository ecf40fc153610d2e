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
  const reply = await answerIntent(context, params.id, form);
  // Archive's refusal is only toasted (useArchive) and a batch's Delete is a button: without JavaScript
  // they come back as a flash, as every success does. The product and batch forms show their own, with
  // what was typed (a product's categories and pictures are groups of boxes: typedValues).
  return answerConsoleForm(request, url, reply, ['save', 'batch', 'batch-correct'], typedValues(form));
}

/** The product form's intents, and the Batches section's (docs/decisions/0036-batches-and-best-before.md). */
function answerIntent(context: Route.ActionArgs['context'], productId: string | undefined, form: FormData) {
  const intent = form.get('intent');
  if (productId && intent === 'batch') return recordBatch(context, productId, form);
  if (productId && intent === 'batch-correct') return correctBatch(context, productId, form);
  if (productId && intent === 'batch-delete') return deleteBatch(context, productId, form);
  return productEditAction(context, productId, form);
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
