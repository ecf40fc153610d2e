import type { Product, Storefront } from '@shop/shared';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';
import { storefrontLoader } from '../storefront/index.server';
import { loadHome } from './home.server';

vi.mock('~/lib/api.server', async (actual) => ({
  ...(await actual<typeof import('~/lib/api.server')>()),
  callApi: vi.fn(),
}));

const category = { _id: 'c1', name: 'Immunity', slug: 'immunity', description: '' };
const product = (n: number, featured = false) =>
  ({
    _id: `p${n}`,
    slug: `product-${n}`,
    name: `Product ${n}`,
    brand: 'Brand',
    price: 500,
    discountPrice: 450,
    percentOff: 10,
    images: [],
    stock: 5,
    inStock: true,
    isFeatured: featured,
    isBestSelling: false,
    ageRestricted: false,
    description: 'Text',
    category,
    categories: [category],
    hsnCode: '21069099',
    gstRate: 18,
    rating: { average: 0, count: 0 },
    variants: [],
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-01T00:00:00.000Z',
  }) as Product;

// The catalogue's first page: 100 products; the owner's pick, p150, sorts after them.
const firstHundred = Array.from({ length: 100 }, (_, index) => product(index + 1, index < 2));
const storefront = {
  slides: [],
  marquee: [],
  testimonials: [],
  featured: { productIds: ['p150', 'p1'], categoryIds: [] },
  featuredProducts: [product(150), product(1, true)],
  countdownEndsAt: null,
  landing: { productId: 'p1', code: 'CODE15', percent: null },
} satisfies Storefront;

const answers: Record<string, unknown> = {
  'GET /product/getAllProducts': { products: firstHundred },
  'GET /product/getAllCategories': { categories: [category] },
  'GET /blogs/getPosts': { posts: [] },
  'GET /storefront': { storefront },
  'GET /bundles': { success: true, bundles: [] },
  'GET /admin/storefront': { storefront: { content: {}, version: 1, updatedAt: '' } },
  'GET /admin/promo-codes': { promoCodes: [] },
};

beforeEach(() => {
  vi.mocked(callApi).mockImplementation((async (_context: unknown, route: string) => ({
    ok: true,
    status: 200,
    body: answers[route],
    headers: {},
  })) as never);
});

const context = {} as LoadContext;

describe("the owner's featured products beyond the catalogue's first 100", () => {
  it('show on the home page, in the owner’s order', async () => {
    const home = await loadHome(context);
    expect(home.featured.map((card) => card._id)).toEqual(['p150', 'p1']);
    expect(home.featuredCategories).toEqual([{ _id: 'c1', name: 'Immunity' }]);
  });

  it('are offered (so stay ticked) in the editor', async () => {
    const editor = await storefrontLoader(context);
    expect(editor.products.map((choice) => choice._id)).toContain('p150');
    expect(editor.products).toHaveLength(101);
  });
});
