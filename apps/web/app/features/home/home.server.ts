import { buildCombos, limits, type Product, toBestSeller, toFeaturedCard } from '@shop/shared';
import { loadBlogPosts } from '~/features/blog/index.server';
import { callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';

/**
 * Everything the home page shows, fetched in parallel. A failed catalogue read does not take the page
 * down: the product sections show the failure texts of docs/PRODUCT.md §8.1 and the rest of the page still renders.
 */
export async function loadHome(context: LoadContext) {
  const [products, categories, blogs] = await Promise.all([
    callApi(context, 'GET /product/getAllProducts', { query: { limit: 100 } }).then((result) =>
      result.ok ? result.body.products : null,
    ),
    callApi(context, 'GET /product/getAllCategories').then((result) =>
      result.ok ? result.body.categories : null,
    ),
    loadBlogPosts(context, limits.homeBlogCount),
  ]);
  const catalogue: Product[] = products ?? [];
  const featured = catalogue.filter((product) => product.isFeatured);
  const bestSeller = catalogue.find((product) => product.isBestSelling) ?? null;

  // Tabs: the categories (in the API's order) that hold at least one featured product.
  const inFeatured = new Map(
    featured.flatMap((product) => product.categories.map((c) => [c._id, c.name] as const)),
  );
  const featuredCategories = (categories ?? [...inFeatured].map(([_id, name]) => ({ _id, name })))
    .filter((category) => inFeatured.has(category._id))
    .map(({ _id, name }) => ({ _id, name }));

  return {
    productsFailed: products === null,
    // Cards, not products: the loader data rides in the page (docs/ARCHITECTURE.md, First screen).
    featured: featured.map(toFeaturedCard),
    featuredCategories,
    combos: buildCombos(catalogue),
    bestSeller: bestSeller && toBestSeller(bestSeller),
    posts: blogs.posts,
    shareImage: (bestSeller ?? featured[0] ?? catalogue[0])?.images[0]?.url ?? null,
  };
}
