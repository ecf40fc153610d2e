import { limits, type Product, type Storefront, toBestSeller, toFeaturedCard } from '@shop/shared';
import { loadBlogPosts } from '~/features/blog/index.server';
import { callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';

/**
 * The featured row: the owner's products and tabs in their order (docs/PRODUCT.md §2.21, Storefront content),
 * or, where the owner left a list empty, the products marked featured and the categories (in the API's
 * order) that hold at least one of them.
 */
function featuredRow(
  catalogue: Product[],
  categories: { _id: string; name: string }[] | null,
  storefront: Storefront | null,
) {
  // The owner's picks come whole with the storefront's answer: the catalogue list below holds only its
  // first 100 products, and a pick sorted after them would vanish from the row.
  const featured = storefront?.featured.productIds.length
    ? storefront.featuredProducts
    : catalogue.filter((product) => product.isFeatured);
  const inFeatured = new Map(
    featured.flatMap((product) => product.categories.map((c) => [c._id, c.name] as const)),
  );
  const known = categories ?? [...inFeatured].map(([_id, name]) => ({ _id, name }));
  const tabs = storefront?.featured.categoryIds.length
    ? storefront.featured.categoryIds
        .map((id) => known.find((category) => category._id === id))
        .filter((c) => c !== undefined)
    : known.filter((category) => inFeatured.has(category._id));
  return { featured, featuredCategories: tabs.map(({ _id, name }) => ({ _id, name })) };
}

/**
 * Everything the home page shows, fetched in parallel. A failed catalogue read does not take the page
 * down: the product sections show the failure texts of docs/PRODUCT.md §8.1 and the rest of the page still renders.
 * The owner's marketing comes from GET /api/storefront, a cached answer like the catalogue's, and the
 * "Frequently Bought Together" row from GET /api/bundles.
 */
export async function loadHome(context: LoadContext) {
  const [products, categories, blogs, storefront, bundles] = await Promise.all([
    callApi(context, 'GET /product/getAllProducts', { query: { limit: 100 } }).then((result) =>
      result.ok ? result.body.products : null,
    ),
    callApi(context, 'GET /product/getAllCategories').then((result) =>
      result.ok ? result.body.categories : null,
    ),
    loadBlogPosts(context, limits.homeBlogCount),
    callApi(context, 'GET /storefront').then((result) => (result.ok ? result.body.storefront : null)),
    // The bundles the owner sells (docs/PRODUCT.md, Bundles); none, or a failed read, hides the row.
    callApi(context, 'GET /bundles').then((result) => (result.ok ? result.body.bundles : [])),
  ]);
  const catalogue: Product[] = products ?? [];
  const { featured, featuredCategories } = featuredRow(catalogue, categories, storefront);
  const bestSeller = catalogue.find((product) => product.isBestSelling) ?? null;
  const endsAt = storefront?.countdownEndsAt ?? null;

  return {
    productsFailed: products === null,
    // Cards, not products: the loader data rides in the page (docs/ARCHITECTURE.md, First screen).
    featured: featured.map(toFeaturedCard),
    featuredCategories,
    bundles,
    bestSeller: bestSeller && toBestSeller(bestSeller),
    // The seconds left as this page is made: the server's and the browser's first render agree on them.
    countdown:
      endsAt === null
        ? null
        : { endsAt, left: Math.max(0, Math.round((Date.parse(endsAt) - Date.now()) / 1000)) },
    slides: storefront?.slides ?? [],
    marquee: storefront?.marquee ?? [],
    testimonials: storefront?.testimonials ?? [],
    posts: blogs.posts,
    shareImage: (bestSeller ?? featured[0] ?? catalogue[0])?.images[0]?.url ?? null,
  };
}
