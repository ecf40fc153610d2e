import type { Product, ProductSort } from '@shop/shared';

const comparators: Record<ProductSort, ((a: Product, b: Product) => number) | null> = {
  // Featured first, then best sellers, then the catalogue's own order.
  featured: (a, b) =>
    Number(b.isFeatured) - Number(a.isFeatured) || Number(b.isBestSelling) - Number(a.isBestSelling),
  newest: (a, b) => b.createdAt.localeCompare(a.createdAt),
  price_asc: (a, b) => a.discountPrice - b.discountPrice,
  price_desc: (a, b) => b.discountPrice - a.discountPrice,
  name: (a, b) => a.name.localeCompare(b.name, 'en-IN'),
};

/** A sorted copy; ties keep the catalogue order, so pages never shuffle between requests. */
export function sortProducts(list: Product[], sort: ProductSort): Product[] {
  const compare = comparators[sort];
  return compare ? [...list].sort(compare) : list;
}
