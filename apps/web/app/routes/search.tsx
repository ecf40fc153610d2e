import { type ProductCardData, pageCount, toProductCard } from '@shop/shared';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { SearchForm } from '~/components/layout/search-form';
import { listingSearch, PAGE_SIZE, readPage } from '~/features/catalog/listing-query';
import { NoProducts } from '~/features/catalog/no-products';
import { Pagination } from '~/features/catalog/pagination';
import { ProductGrid } from '~/features/catalog/product-grid';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/search';

interface SearchResult {
  q: string;
  products: ProductCardData[];
  total: number;
  page: number;
  limit: number;
  /** Why there are no results to show (too short a query, say), in the API's words. */
  hint: string | null;
}

/** /search?q=: results best match first, in the API's order. A refused query becomes a hint. */
export async function loader({ url, context }: Route.LoaderArgs): Promise<SearchResult> {
  const q = (url.searchParams.get('q') ?? '').trim();
  const page = readPage(url.searchParams);
  const none = { q, products: [], total: 0, page, limit: PAGE_SIZE };
  if (!q) return { ...none, hint: null };
  const result = await callApi(context, 'GET /product/search', { query: { q, page } });
  if (!result.ok && result.status === 400) {
    return { ...none, hint: result.error.details?.[0]?.message ?? result.error.message };
  }
  const found = dataOrThrow(result);
  return {
    q,
    products: found.products.map(toProductCard),
    total: found.total,
    page: found.page,
    limit: found.limit,
    hint: null,
  };
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  const q = loaderData?.q ?? '';
  return seo({
    site: siteFromMatches(matches),
    title: q ? `Search results for “${q}”` : 'Search products',
    description: 'Search Ayurvedic and wellness supplements by name, brand or ingredient.',
    path: `/search${listingSearch({ q })}`,
    noindex: true,
  });
}

export default function Search({ loaderData }: Route.ComponentProps) {
  const { q, products, total, page, limit, hint } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="Search" title={q ? <>Results for “{q}”</> : 'Search products'}>
        <SearchForm size="lg" label="Search the catalogue" className="mt-2 max-w-xl" />
      </PageHeader>
      <Container className="py-8 sm:py-10">
        {hint ? (
          <p
            role="status"
            className="rounded-2xl border border-amber-200 bg-amber-50 px-5 py-4 text-amber-900"
          >
            {hint}
          </p>
        ) : !q ? (
          <p className="text-stone-700">Type a product name, brand or ingredient, for example ashwagandha.</p>
        ) : products.length > 0 ? (
          <>
            <p role="status" className="mb-6 text-sm text-stone-700">
              {total} {total === 1 ? 'product matches' : 'products match'} “{q}”, best match first.
            </p>
            <ProductGrid products={products} label="Search results" />
            <Pagination
              page={page}
              pages={pageCount(total, limit)}
              href={(n) => `/search${listingSearch({ q, page: n })}`}
            />
          </>
        ) : (
          <NoProducts>
            <p>
              Nothing matches “{q}”. Check the spelling, try a shorter word, or{' '}
              <Link to="/shop/all" className="font-semibold text-brand-800 underline underline-offset-4">
                browse all products
              </Link>
              .
            </p>
          </NoProducts>
        )}
      </Container>
    </main>
  );
}
