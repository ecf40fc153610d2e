import { useActionData } from 'react-router';
import { requireAdmin } from '~/features/admin/admin.server';
import { productEditAction, productEditLoader } from '~/features/catalog/admin-product-edit.server';
import { ProductForm } from '~/features/catalog/admin-product-form';
import type { Route } from './+types/product-edit';

export async function loader({ url, context, params }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return productEditLoader(context, params.id);
}

export async function action({ request, url, context, params }: Route.ActionArgs) {
  await requireAdmin(url, context);
  return productEditAction(context, params.id, await request.formData());
}

export default function AdminProductEditPage({ loaderData: { categories, product } }: Route.ComponentProps) {
  const result = useActionData<typeof action>();
  return <ProductForm categories={categories} product={product} result={result} />;
}
