import { inject } from 'vitest';

/** The parts of the API's product that the journeys read (docs/PRODUCT.md §3, docs/ARCHITECTURE.md, API conventions). */
export interface ApiProduct {
  _id: string;
  name: string;
  brand: string;
  price: number;
  discountPrice: number;
  stock: number;
  isFeatured: boolean;
  isBestSelling: boolean;
  category: { _id: string; name: string } | null;
  categories: { _id: string; name: string }[];
}

export interface ApiCategory {
  _id: string;
  name: string;
}

/** GET a JSON document from the running shop; fails loudly on a non-2xx answer. */
export async function getJson<T>(pathname: string): Promise<T> {
  const response = await fetch(new URL(pathname, inject('baseURL')));
  if (!response.ok) throw new Error(`GET ${pathname} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Every product of the demo catalogue (the list is paginated; the demo has far fewer than 100). */
export async function allProducts(): Promise<ApiProduct[]> {
  const { products } = await getJson<{ products: ApiProduct[] }>('/api/product/getAllProducts?limit=100');
  return products;
}

export async function allCategories(): Promise<ApiCategory[]> {
  const { categories } = await getJson<{ categories: ApiCategory[] }>('/api/product/getAllCategories');
  return categories;
}

/** The first product matching, or a failure that says what the demo catalogue was expected to hold. */
export async function findProduct(what: string, match: (p: ApiProduct) => boolean): Promise<ApiProduct> {
  const found = (await allProducts()).find(match);
  if (!found) throw new Error(`The demo catalogue has no ${what}`);
  return found;
}

/** docs/PRODUCT.md §2: the age gate shows when the product's FIRST category is Men's Wellness. */
export function firstCategoryName(product: ApiProduct): string | undefined {
  return product.categories[0]?.name ?? product.category?.name;
}
