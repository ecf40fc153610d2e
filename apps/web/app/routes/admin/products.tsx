import { formatRupees } from '@shop/shared';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { passQuery, requireAdmin } from '~/features/admin/admin.server';
import { td, th } from '~/features/admin/format';
import { Pager } from '~/features/admin/pager';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { Route } from './+types/products';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  const query = passQuery(url, 'GET /admin/products');
  const [list, { categories }] = await Promise.all([
    callApi(context, 'GET /admin/products', { query }).then(dataOrThrow),
    callApi(context, 'GET /admin/categories').then(dataOrThrow),
  ]);
  return { list, categories, filters: Object.fromEntries(url.searchParams) };
}

export default function AdminProductsPage({ loaderData }: Route.ComponentProps) {
  const { list, categories, filters } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-brand-900">Products</h2>
        <Link to="/admin/products/new" className={buttonClass({ size: 'sm' })}>
          Add a product
        </Link>
      </div>
      <Form method="get" className={`${cardClass} grid gap-3 p-4 sm:grid-cols-4 sm:items-end`}>
        <TextField name="q" label="Search" defaultValue={filters.q} placeholder="Name or brand" />
        <SelectField name="category" label="Category" defaultValue={filters.category ?? ''}>
          <option value="">All categories</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </SelectField>
        <SelectField name="stock" label="Stock" defaultValue={filters.stock ?? 'all'}>
          <option value="all">Any stock</option>
          <option value="in_stock">In stock</option>
          <option value="low">Low (5 or fewer)</option>
          <option value="out">Out of stock</option>
        </SelectField>
        <SelectField name="archived" label="Show" defaultValue={filters.archived ?? 'false'}>
          <option value="false">In the shop</option>
          <option value="true">Archived</option>
        </SelectField>
        <div className="sm:col-span-4">
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Filter
          </button>
        </div>
      </Form>
      <section className={`${cardClass} p-4`}>
        <p className="mb-2 text-sm text-stone-600">
          {list.total} product{list.total === 1 ? '' : 's'}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[36rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>Product</th>
                <th className={th}>Categories</th>
                <th className={`${th} text-right`}>Price</th>
                <th className={`${th} text-right`}>Stock</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {list.products.map((product) => (
                <tr key={product.id}>
                  <td className={td}>
                    <div className="flex items-center gap-3">
                      {product.images[0] ? (
                        <img
                          src={product.images[0].url}
                          alt=""
                          className="h-10 w-10 rounded-lg object-cover"
                        />
                      ) : (
                        <span className="h-10 w-10 rounded-lg bg-stone-100" />
                      )}
                      <span>
                        <Link to={`/admin/products/${product.id}`} className={textLinkClass}>
                          {product.name}
                        </Link>
                        <span className="block text-xs text-stone-500">{product.brand}</span>
                      </span>
                    </div>
                  </td>
                  <td className={td}>{product.categories.map((category) => category.name).join(', ')}</td>
                  <td className={`${td} text-right`}>
                    {formatRupees(product.discountPricePaise ?? product.pricePaise, { compact: true })}
                    {product.discountPricePaise !== null &&
                      product.discountPricePaise < product.pricePaise && (
                        <s className="block text-xs text-stone-500">
                          {formatRupees(product.pricePaise, { compact: true })}
                        </s>
                      )}
                  </td>
                  <td className={`${td} text-right`}>
                    {product.stock === 0 ? <Badge colour="red">Out</Badge> : product.stock}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        <Pager page={list.page} limit={list.limit} total={list.total} />
      </section>
    </div>
  );
}
