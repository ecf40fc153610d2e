import { describe, expect, it } from 'vitest';
import { useBrowser } from './support/browser.ts';
import { adminToken, callShopApi, createOwnProduct } from './support/content.ts';
import { metaContent, visible } from './support/page.ts';
import { type ApiProduct, allProducts } from './support/shop-api.ts';

interface JsonLdOffer {
  price?: string | number;
  priceCurrency?: string;
  availability?: string;
}

/** Link previews (WhatsApp, search engines) read the server's HTML, so these checks read it too. */
describe('search engines and link previews', () => {
  const shop = useBrowser();

  async function someProduct(): Promise<ApiProduct> {
    const product = (await allProducts()).find((p) => p.stock > 0);
    if (!product) throw new Error('the demo catalogue has no product in stock');
    return product;
  }

  it('/product/{id} and /ProductDetailsById/{id} name the same canonical URL', async () => {
    const product = await someProduct();
    const page = await shop.newPage({ javaScriptEnabled: false });
    const canonicals: string[] = [];
    for (const path of [`/product/${product._id}`, `/ProductDetailsById/${product._id}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(200);
      const links = page.locator('link[rel="canonical"]');
      expect(await links.count(), `${path} has exactly one canonical link`).toBe(1);
      canonicals.push((await links.getAttribute('href')) ?? '');
    }
    expect(canonicals[0]).toBe(canonicals[1]);
    const canonical = new URL(canonicals[0]!);
    expect(canonical.pathname).toMatch(new RegExp(`/${product._id}$`));
  });

  it('a product page has og:title, og:image and JSON-LD Product priced in INR', async () => {
    const product = await someProduct();
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto(`/ProductDetailsById/${product._id}`);

    const title = await metaContent(page, 'og:title');
    expect(title).toContain(product.name);
    expect(await metaContent(page, 'og:type')).toBe('product');
    const image = await metaContent(page, 'og:image');
    expect(image, 'og:image must be an absolute URL').toMatch(/^https?:\/\//);
    // The image must really be there (fetched from this test server, whatever public host it names).
    const picture = await fetch(new URL(new URL(image!).pathname, shop.baseURL));
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\//);
    expect((await metaContent(page, 'description'))?.length ?? 0).toBeGreaterThan(20);

    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const items = blocks.flatMap((text) => {
      const parsed = JSON.parse(text) as unknown;
      return Array.isArray(parsed) ? parsed : [parsed];
    }) as { '@type'?: string; name?: string; offers?: JsonLdOffer | JsonLdOffer[] }[];
    const ld = items.find((item) => item['@type'] === 'Product');
    expect(ld, 'a JSON-LD block with @type Product').toBeDefined();
    expect(ld!.name).toBe(product.name);
    const offer = Array.isArray(ld!.offers) ? ld!.offers[0] : ld!.offers;
    expect(offer?.priceCurrency).toBe('INR');
    expect(Number(offer?.price)).toBe(product.discountPrice);
    expect(offer?.availability).toMatch(/schema\.org\/InStock$/);
  });

  it('/sitemap.xml lists every product and /robots.txt names the sitemap', async () => {
    const products = await allProducts();
    const sitemap = await fetch(new URL('/sitemap.xml', shop.baseURL));
    expect(sitemap.status).toBe(200);
    expect(sitemap.headers.get('content-type')).toMatch(/xml/);
    const xml = await sitemap.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map(
      (m) => new URL(m[1]!.replaceAll('&amp;', '&')),
    );
    const paths = new Set(locs.map((url) => decodeURIComponent(url.pathname)));
    for (const product of products) {
      expect(
        paths.has(`/ProductDetailsById/${product._id}`) || paths.has(`/product/${product._id}`),
        `sitemap lists ${product.name}`,
      ).toBe(true);
    }
    expect(paths.has('/shop/all')).toBe(true);

    // The product's canonical URL is the one the sitemap lists.
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto(`/product/${products[0]!._id}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(paths.has(decodeURIComponent(new URL(canonical!).pathname))).toBe(true);

    const robots = await fetch(new URL('/robots.txt', shop.baseURL));
    expect(robots.status).toBe(200);
    const text = await robots.text();
    const line = text.split('\n').find((l) => /^sitemap:/i.test(l.trim()));
    expect(line, 'robots.txt has a Sitemap: line').toBeDefined();
    expect(new URL(line!.replace(/^sitemap:\s*/i, '').trim()).pathname).toBe('/sitemap.xml');
  });

  it('an archived product leaves /sitemap.xml', async () => {
    const token = await adminToken();
    const product = await createOwnProduct('Sitemap Triphala', { stock: 5 });
    const sitemapPaths = async () => {
      const xml = await (await fetch(new URL('/sitemap.xml', shop.baseURL))).text();
      return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) =>
        decodeURIComponent(new URL(m[1]!.replaceAll('&amp;', '&')).pathname),
      );
    };
    expect(await sitemapPaths()).toContain(`/ProductDetailsById/${product.id}`);
    await callShopApi('DELETE', `/admin/products/${product.id}`, undefined, token);
    await expect.poll(sitemapPaths, { timeout: 5_000 }).not.toContain(`/ProductDetailsById/${product.id}`);
  });

  it('the home page has a title, a description and Open Graph tags', async () => {
    const page = await shop.newPage({ javaScriptEnabled: false });
    await page.goto('/');
    expect((await page.title()).length).toBeGreaterThan(5);
    expect((await metaContent(page, 'description'))?.length ?? 0).toBeGreaterThan(20);
    expect(await metaContent(page, 'og:title')).toBeTruthy();
    expect(await metaContent(page, 'og:image')).toMatch(/^https?:\/\//);
    await visible(page.getByRole('heading', { level: 1 }).first());
  });
});
