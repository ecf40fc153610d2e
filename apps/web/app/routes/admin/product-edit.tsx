import { useActionData } from 'react-router';
import { requireAdmin } from '~/features/admin/admin.server';
import { BatchesSection } from '~/features/batches/admin-batches';
import { loadBatches, recordBatch } from '~/features/batches/admin-batches.server';
import { productEditAction, productEditLoader } from '~/features/catalog/admin-product-edit.server';
import { ProductForm } from '~/features/catalog/admin-product-form';
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
  // The Batches section's form (docs/decisions/0036-batches-and-best-before.md).
  if (form.get('intent') === 'batch' && params.id) return recordBatch(context, params.id, form);
  return productEditAction(context, params.id, form);
}

export default function AdminProductEditPage({
  loaderData: { categories, product, batches },
}: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return (
    <div className="space-y-6">
      {/* A recorded batch changes the stock: the form mounts afresh to show it, so a save keeps it. */}
      <ProductForm key={batches.length} categories={categories} product={product} result={result} />
      {product && <BatchesSection variants={product.variants} batches={batches} result={result} />}
    </div>
  );
}
