import {
  type Category,
  messages,
  type ProductCardData,
  type ProductList,
  pageCount,
  toProductCard,
} from '@shop/shared';
import { data, Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { CategoryTabs } from '~/features/catalog/category-tabs';
import { listingSearch, PAGE_SIZE, readPage, readSort } from '~/features/catalog/listing-query';
import { NoProducts } from '~/features/catalog/no-products';
import { Pagination } from '~/features/catalog/pagination';
import { ProductGrid } from '~/features/catalog/product-grid';
import { SortForm } from '~/features/catalog/sort-form';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { categoryPath } from '~/lib/links';
import { seo, siteFromMatches } from '~/lib/seo';
import { shippingWords } from '~/lib/site-data';
import type { Route } from './+types/shop';

/** /shop/all or /shop/{category name}; an unknown category is a 404 that still shows the shop. */
export async function loader({ params, url, context }: Route.LoaderArgs) {
  const sort = readSort(url.searchParams);
  const page = readPage(url.searchParams);
  const query = { page, limit: PAGE_SIZE, sort };
  const categories = callApi(context, 'GET /product/getAllCategories').then((result) =>
    result.ok ? result.body.categories : [],
  );
  const isAll = params.id.toLowerCase() === 'all';
  const result = isAll
    ? await callApi(context, 'GET /product/getAllProducts', { query })
    : await callApi(context, 'GET /product/getProductByCategories', {
        query: { ...query, category: params.id },
      });
  if (result.ok || result.status !== 404) {
    const list: ProductList & { category?: Category } = dataOrThrow(result);
    const category = list.category ?? null;
    // Cards, not products: the loader data rides in the page (docs/ARCHITECTURE.md, First screen).
    const products = list.products.map(toProductCard);
    return { ...list, products, category, categories: await categories, sort, requested: params.id };
  }
  const empty = {
    products: [] as ProductCardData[],
    total: 0,
    page,
    limit: PAGE_SIZE,
    category: null as Category | null,
  };
  return data({ ...empty, categories: await categories, sort, requested: params.id }, { status: 404 });
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const category = loaderData?.category ?? null;
  const page = loaderData?.page ?? 1;
  const requested = loaderData?.requested ?? 'all';
  const isAll = requested.toLowerCase() === 'all';
  if (!category && !isAll) {
    return seo({
      site,
      title: messages.noProducts,
      description: `Browse Ayurvedic and wellness supplements at ${site.shopName}.`,
      path: categoryPath(requested),
      noindex: true,
    });
  }
  const name = category?.name ?? 'All Products';
  return seo({
    site,
    title: `${name}${page > 1 ? ` (page ${page})` : ''} – Ayurvedic & Wellness Supplements`,
    description:
      category?.description ||
      `Shop ${category ? category.name.toLowerCase() : 'Ayurvedic and wellness supplements'} online at ${site.shopName}: genuine products, ${shippingWords(site)}.`,
    path: `${category ? categoryPath(category.name) : '/shop/all'}${listingSearch({ page })}`,
    image: loaderData?.products[0]?.image?.url,
  });
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { products, total, page, limit, category, categories, sort, requested } = loaderData;
  const isAll = requested.toLowerCase() === 'all';
  const base = category ? categoryPath(category.name) : isAll ? '/shop/all' : categoryPath(requested);
  const pages = pageCount(total, limit);
  const title = category?.name ?? (isAll ? 'All Products' : requested);
  return (
    <main id="main">
      <PageHeader eyebrow="Shop" title={title}>
        {(category || isAll) && (
          <p>
            {category?.description ||
              'Authentic Ayurvedic formulations and everyday supplements for the whole family.'}
          </p>
        )}
      </PageHeader>
      <Container className="py-8 sm:py-10">
        <CategoryTabs categories={categories} current={category?.name ?? (isAll ? null : requested)} />
        <div className="mt-6 mb-6 flex flex-wrap items-center justify-between gap-3 border-b border-stone-200 pb-4">
          <p className="text-sm text-stone-700" aria-live="polite">
            {total === 0
              ? '0 products'
              : `Showing ${(page - 1) * limit + 1}–${Math.min(page * limit, total)} of ${total} products`}
          </p>
          {total > 0 && <SortForm sort={sort} action={base} />}
        </div>
        {products.length > 0 ? (
          <ProductGrid products={products} label={`${title} products`} />
        ) : (
          <NoProducts>
            <p>
              {category || isAll ? 'Please check back soon, or ' : 'We could not find that category. '}
              <Link to="/shop/all" className="font-semibold text-brand-800 underline underline-offset-4">
                {category || isAll ? 'browse all products' : 'Browse all products'}
              </Link>
              .
            </p>
          </NoProducts>
        )}
        <Pagination page={page} pages={pages} href={(n) => `${base}${listingSearch({ sort, page: n })}`} />
      </Container>
    </main>
  );
}
