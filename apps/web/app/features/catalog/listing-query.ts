import type { ProductSort } from '@shop/shared';

/** Products per page on the shop and search pages: 24 fills 2, 3 and 4 columns evenly. */
export const PAGE_SIZE = 24;

export const sortLabels: Record<ProductSort, string> = {
  featured: 'Featured',
  newest: 'Newest first',
  price_asc: 'Price: low to high',
  price_desc: 'Price: high to low',
  name: 'Name: A to Z',
};

/**
 * The sort keys, taken from the labels (a `Record` over ProductSort, so the compiler keeps them complete)
 * rather than from the shared schema module, which would pull Zod into the browser bundle.
 */
export const sortKeys = Object.keys(sortLabels) as ProductSort[];

/** The sort asked for in the address, or the default; anything unknown is ignored, not an error. */
export function readSort(params: URLSearchParams): ProductSort {
  const sort = params.get('sort');
  return sortKeys.find((candidate) => candidate === sort) ?? 'featured';
}

/** The page asked for in the address (1 when missing or nonsense). */
export function readPage(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 && page <= 10_000 ? page : 1;
}

/** A query string with the defaults left out, so links stay short and canonical. */
export function listingSearch(values: { q?: string; sort?: ProductSort; page?: number }): string {
  const params = new URLSearchParams();
  if (values.q) params.set('q', values.q);
  if (values.sort && values.sort !== 'featured') params.set('sort', values.sort);
  if (values.page && values.page > 1) params.set('page', String(values.page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
