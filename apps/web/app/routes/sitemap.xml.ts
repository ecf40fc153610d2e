import { escapeHtml, type Product } from '@shop/shared';
import { loadFullPosts } from '~/features/blog/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { categoryPath, productPath, staticPages } from '~/lib/links';
import { type LoadContext, publicConfigContext } from '~/lib/load-context.server';
import { absoluteUrl } from '~/lib/seo';
import type { Route } from './+types/sitemap.xml';

/** Every product, a page of 100 at a time (the API's largest page). */
async function allProducts(context: LoadContext): Promise<Product[]> {
  const products: Product[] = [];
  for (let page = 1; page <= 100; page++) {
    const query = { page, limit: 100, sort: 'newest' } as const;
    const list = dataOrThrow(await callApi(context, 'GET /product/getAllProducts', { query }));
    products.push(...list.products);
    if (list.products.length === 0 || products.length >= list.total) break;
  }
  return products;
}

/** /sitemap.xml: home, the shop, each category, product and blog post, and the static pages. */
export async function loader({ context }: Route.LoaderArgs) {
  const base = context.get(publicConfigContext).publicUrl;
  const [products, { categories }, posts] = await Promise.all([
    allProducts(context),
    callApi(context, 'GET /product/getAllCategories').then(dataOrThrow),
    loadFullPosts(context),
  ]);
  const entries: { path: string; lastmod?: string; priority: string }[] = [
    { path: '/', priority: '1.0' },
    { path: '/shop/all', priority: '0.9' },
    ...categories.map((category) => ({ path: categoryPath(category.name), priority: '0.8' })),
    ...products.map((product) => ({
      path: productPath(product._id),
      lastmod: product.updatedAt.slice(0, 10),
      priority: '0.7',
    })),
    ...posts.map((post) => ({
      path: `/blogs/${encodeURIComponent(post._id)}`,
      lastmod: post.updatedAt.slice(0, 10),
      priority: '0.6',
    })),
    ...staticPages.map((path) => ({ path, priority: '0.5' })),
  ];
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries.map(
      (entry) =>
        `  <url><loc>${escapeHtml(absoluteUrl(base, entry.path))}</loc>${entry.lastmod ? `<lastmod>${entry.lastmod}</lastmod>` : ''}<priority>${entry.priority}</priority></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
  return new Response(body, {
    headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': 'public, max-age=3600' },
  });
}
