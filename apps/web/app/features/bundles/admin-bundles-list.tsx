import { type AdminBundle, formatRupees } from '@shop/shared';
import type { ReactNode } from 'react';
import { Form, Link } from 'react-router';
import { Badge } from '~/components/ui/badge';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { SelectField, TextField } from '~/components/ui/field';
import { textLinkClass } from '~/components/ui/text-link';
import { td, th } from '~/features/admin';

/** A bundle's state in the console: archived, hidden (not active) or in the shop. */
function BundleState({ bundle }: { bundle: AdminBundle }) {
  if (bundle.archivedAt) return <Badge colour="grey">Archived</Badge>;
  if (!bundle.active) return <Badge colour="yellow">Hidden</Badge>;
  if (bundle.items.some((item) => item.archived)) return <Badge colour="red">Component archived</Badge>;
  return <Badge colour="green">In the shop</Badge>;
}

/**
 * The console's bundles (docs/PRODUCT.md, Bundles): search and show archived ones, then a table of name,
 * components, price against the components' list price, state and how many whole bundles are in stock.
 */
export function AdminBundlesList({
  bundles,
  total,
  filters,
  pager,
}: {
  bundles: AdminBundle[];
  total: number;
  filters: Record<string, string>;
  pager: ReactNode;
}) {
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-brand-900">Bundles</h2>
        <Link to="/admin/bundles/new" className={buttonClass({ size: 'sm' })}>
          Add a bundle
        </Link>
      </div>
      <Form method="get" className={`${cardClass} grid gap-3 p-4 sm:grid-cols-3 sm:items-end`}>
        <TextField name="q" label="Search" defaultValue={filters.q} placeholder="Name" />
        <SelectField name="archived" label="Show" defaultValue={filters.archived ?? 'false'}>
          <option value="false">Not archived</option>
          <option value="true">Archived</option>
        </SelectField>
        <div>
          <button type="submit" className={buttonClass({ size: 'sm' })}>
            Filter
          </button>
        </div>
      </Form>
      <section className={`${cardClass} p-4`}>
        <p className="mb-2 text-sm text-stone-600">
          {total} bundle{total === 1 ? '' : 's'}
        </p>
        <div className="overflow-x-auto">
          <table className="w-full min-w-[40rem]">
            <thead className="border-b border-stone-200">
              <tr>
                <th className={th}>Bundle</th>
                <th className={th}>Components</th>
                <th className={`${th} text-right`}>Price</th>
                <th className={th}>State</th>
                <th className={`${th} text-right`}>Stock</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-stone-100">
              {bundles.map((bundle) => (
                <tr key={bundle.id}>
                  <td className={td}>
                    <div className="flex items-center gap-3">
                      {bundle.image ? (
                        <img src={bundle.image.url} alt="" className="h-10 w-10 rounded-lg object-cover" />
                      ) : (
                        <span className="h-10 w-10 shrink-0 rounded-lg bg-stone-100" />
                      )}
                      <span>
                        <Link to={`/admin/bundles/${bundle.id}`} className={textLinkClass}>
                          {bundle.name}
                        </Link>
                        <span className="block text-xs text-stone-500">/bundles/{bundle.slug}</span>
                      </span>
                    </div>
                  </td>
                  <td className={td}>
                    <ul className="space-y-0.5 text-xs">
                      {bundle.items.map((item) => (
                        <li key={item.variantId}>
                          {item.quantity} × {item.productName}
                          {item.variantLabel && ` · ${item.variantLabel}`}
                        </li>
                      ))}
                    </ul>
                  </td>
                  <td className={`${td} text-right`}>
                    {formatRupees(bundle.pricePaise, { compact: true })}
                    {bundle.listPricePaise > bundle.pricePaise && (
                      <s className="block text-xs text-stone-500">
                        {formatRupees(bundle.listPricePaise, { compact: true })}
                      </s>
                    )}
                  </td>
                  <td className={td}>
                    <BundleState bundle={bundle} />
                  </td>
                  <td className={`${td} text-right`}>
                    {bundle.stock === 0 ? <Badge colour="red">Out</Badge> : bundle.stock}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
        {pager}
      </section>
    </div>
  );
}
