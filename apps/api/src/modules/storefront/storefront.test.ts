import type { StorefrontContentInput } from '@shop/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import {
  createCategory,
  createProduct,
  createSignedInUser,
  type SignedInUser,
} from '../../../test/factories.ts';
import type { Database } from '../../db/client.ts';
import { auditLog } from '../../db/schema/admin.ts';
import { promoCodes } from '../../db/schema/promo.ts';
import { storefrontContent } from '../../db/schema/storefront.ts';
import { startApi, type TestApi } from '../accounts/accounts.fixtures.ts';

let database: Database;
let api: TestApi;
let owner: SignedInUser;
let customer: SignedInUser;
let productId: string;
let categoryId: string;
const more: Record<string, string> = {};
// Thu 26 Nov 2026, 11:00 in India.
let now = new Date('2026-11-26T05:30:00Z');

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startApi(database, {}, { clock: () => now });
  owner = await createSignedInUser(database, { role: 'admin' });
  customer = await createSignedInUser(database);
  categoryId = (await createCategory(database, 'Immunity')).id;
  productId = (await createProduct(database, { name: 'Giloy Tablets', categoryIds: [categoryId] })).id;
  // Made before the catalogue's first read: products written straight to the database are not announced.
  for (const name of ['Tulsi Drops', 'Amla Juice', 'Brahmi Oil', 'Neem Soap']) {
    more[name] = (await createProduct(database, { name })).id;
  }
  await database.db.insert(promoCodes).values({ code: 'GILOY15', percent: 15 });
});

afterAll(async () => {
  await api.close();
  await database.close();
});

beforeEach(() => {
  now = new Date('2026-11-26T05:30:00Z');
});

const call = (
  method: 'GET' | 'PUT' | 'PATCH' | 'POST' | 'DELETE',
  url: string,
  token?: string,
  payload?: unknown,
) =>
  api.app.inject({
    method,
    url,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(payload === undefined ? {} : { payload: payload as never }),
  });
const live = () => call('GET', '/api/storefront');
const current = async () => (await call('GET', '/api/admin/storefront', owner.token)).json().storefront;

const slide = (overrides: Record<string, unknown> = {}): StorefrontContentInput['slides'][number] => ({
  image: 'art:mortar',
  eyebrow: 'Winter offer',
  headline: 'Warm up with Chyawanprash',
  text: 'Twenty per cent off this week.',
  link: '/shop/all',
  theme: 'forest',
  startsOn: null,
  endsOn: null,
  ...overrides,
});

/** A whole valid document, with what the test changes. */
function content(overrides: Partial<StorefrontContentInput> = {}): StorefrontContentInput {
  return {
    slides: [slide()],
    marquee: ['100% Ayurvedic'],
    testimonials: [{ quote: 'Lovely.', name: 'Priya', place: 'Pune', rating: 5 }],
    featured: { productIds: [], categoryIds: [] },
    countdownEndsAt: null,
    landing: { productId, code: 'GILOY15' },
    ...overrides,
  } as StorefrontContentInput;
}

async function save(overrides: Partial<StorefrontContentInput> = {}, token = owner.token) {
  const { version } = await current();
  return call('PUT', '/api/admin/storefront', token, { ...content(overrides), version });
}

describe('the seeded storefront (migration 0023)', () => {
  it('answers what the home page showed from constants, to anyone, cacheable', async () => {
    const response = await live();
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeTruthy();
    const { storefront } = response.json();
    expect(storefront.slides.map((s: { headline: string }) => s.headline)).toEqual([
      'Wellness rooted in nature',
      'Build a daily immunity ritual',
    ]);
    expect(storefront.marquee).toContain('Lab-tested for purity');
    expect(storefront.testimonials).toHaveLength(3);
    expect(storefront.countdownEndsAt).toBeNull();
    // The demo seed's product and code are not in this empty shop: the code has no percentage.
    expect(storefront.landing).toEqual({
      productId: 'ashwagandha-ksm-66-capsules',
      code: 'ASHWAGANDHA15',
      percent: null,
    });
    const again = await api.app.inject({
      url: '/api/storefront',
      headers: { 'if-none-match': response.headers.etag as string },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('who may edit', () => {
  it('refuses a visitor (401) and a customer (403), and saves nothing', async () => {
    const before = await current();
    expect((await call('GET', '/api/admin/storefront')).statusCode).toBe(401);
    expect((await call('GET', '/api/admin/storefront', customer.token)).statusCode).toBe(403);
    const body = { ...content({ marquee: ['Hacked'] }), version: before.version };
    expect((await call('PUT', '/api/admin/storefront')).statusCode).toBe(401);
    const refused = await call('PUT', '/api/admin/storefront', customer.token, body);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().code).toBe('FORBIDDEN');
    expect((await current()).version).toBe(before.version);
  });
});

describe('saving', () => {
  it('shows at once in the public answer (the cache is cleared) and writes the audit log', async () => {
    const first = await live();
    const response = await save({ slides: [slide({ headline: 'Diwali week' })], marquee: ['Free gifts'] });
    expect(response.statusCode).toBe(200);
    const next = await live();
    expect(next.headers.etag).not.toBe(first.headers.etag);
    expect(next.json().storefront.slides[0].headline).toBe('Diwali week');
    expect(next.json().storefront.marquee).toEqual(['Free gifts']);
    expect(next.json().storefront.landing).toEqual({ productId, code: 'GILOY15', percent: 15 });
    const audit = await database.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'storefront.update'), eq(auditLog.actorId, owner.id)));
    expect(audit.length).toBeGreaterThan(0);
  });

  it('refuses a save made from an older version with 409 and the current document', async () => {
    const { version } = await current();
    expect((await save({ marquee: ['One'] })).statusCode).toBe(200);
    const stale = await call('PUT', '/api/admin/storefront', owner.token, { ...content(), version });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().code).toBe('STALE_VERSION');
    expect(stale.json().current.content.marquee).toEqual(['One']);
  });

  it('keeps featured products and tabs the owner picks', async () => {
    const response = await save({ featured: { productIds: [productId], categoryIds: [categoryId] } });
    expect(response.statusCode).toBe(200);
    expect((await live()).json().storefront.featured).toEqual({
      productIds: [productId],
      categoryIds: [categoryId],
    });
  });
});

describe('dates and the countdown', () => {
  it('shows a slide only on the India days between its dates', async () => {
    await save({
      slides: [
        slide({ headline: 'Always' }),
        slide({ headline: 'From Friday', startsOn: '2026-11-27', endsOn: '2026-11-28' }),
      ],
    });
    const headlines = async () =>
      (await live()).json().storefront.slides.map((s: { headline: string }) => s.headline);
    expect(await headlines()).toEqual(['Always']);
    // 00:00 on Friday in India is 18:30 UTC on Thursday.
    now = new Date('2026-11-26T18:30:00Z');
    expect(await headlines()).toEqual(['Always', 'From Friday']);
    now = new Date('2026-11-28T18:30:00Z');
    expect(await headlines()).toEqual(['Always']);
  });

  it('answers the countdown while it is ahead and drops it once over', async () => {
    const end = '2026-11-26T12:00:00+05:30';
    expect((await save({ countdownEndsAt: end })).statusCode).toBe(200);
    expect((await live()).json().storefront.countdownEndsAt).toBe(end);
    now = new Date('2026-11-26T06:31:00Z');
    expect((await live()).json().storefront.countdownEndsAt).toBeNull();
    // Saving other changes with the same, now passed, end is allowed: it stays hidden.
    expect((await save({ countdownEndsAt: end, marquee: ['Later'] })).statusCode).toBe(200);
  });
});

describe('bad input: 400 naming the field, nothing saved', () => {
  const cases: [string, Partial<StorefrontContentInput>, string][] = [
    ['a slide without image', { slides: [slide({ image: '' })] }, 'slides.0.image'],
    [
      'a picture from another site',
      { slides: [slide({ image: 'https://cdn.example/x.jpg' })] },
      'slides.0.image',
    ],
    ['a slide without headline', { slides: [slide({ headline: '  ' })] }, 'slides.0.headline'],
    [
      'an end before the start',
      { slides: [slide({ startsOn: '2026-12-02', endsOn: '2026-12-01' })] },
      'slides.0.endsOn',
    ],
    ['a javascript: link', { slides: [slide({ link: 'javascript:alert(1)' })] }, 'slides.0.link'],
    ['an http link', { slides: [slide({ link: 'http://example.com' })] }, 'slides.0.link'],
    ['a protocol-relative link', { slides: [slide({ link: '//evil.example' })] }, 'slides.0.link'],
    [
      'another site, even https',
      { slides: [slide({ link: 'https://evil.example/login' })] },
      'slides.0.link',
    ],
    ['an API path as the link', { slides: [slide({ link: '/api/admin/storefront' })] }, 'slides.0.link'],
    ['an API path as the picture', { slides: [slide({ image: '/api/storefront' })] }, 'slides.0.image'],
    ['a page of the site as the picture', { slides: [slide({ image: '/shop/all' })] }, 'slides.0.image'],
    ['markup in a headline', { slides: [slide({ headline: '<b>Sale</b>' })] }, 'slides.0.headline'],
    ['markup in the marquee', { marquee: ['<script>x</script>'] }, 'marquee.0'],
    [
      'markup in a testimonial',
      { testimonials: [{ quote: '<img src=x>', name: 'A', place: 'B', rating: 5 }] },
      'testimonials.0.quote',
    ],
    ['a countdown end in the past', { countdownEndsAt: '2026-11-26T10:00:00+05:30' }, 'countdownEndsAt'],
    [
      'a landing product that does not exist',
      { landing: { productId: 'x', code: 'GILOY15' } },
      'landing.productId',
    ],
    [
      'a featured product that does not exist',
      { featured: { productIds: ['nope'], categoryIds: [] } },
      'featured.productIds.0',
    ],
  ];

  it.each(cases)('%s', async (_name, overrides, field) => {
    const before = await current();
    const response = await save(overrides);
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toContain(field);
    const [row] = await database.db.select().from(storefrontContent);
    expect(row!.version).toBe(before.version);
  });

  it('a landing code that does not exist, for a product that does', async () => {
    const response = await save({ landing: { productId, code: 'NOPE15' } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details).toEqual([{ field: 'landing.code', message: 'No promo code NOPE15' }]);
  });
});

describe('links and pictures', () => {
  it('keeps a path of the shop and a picture the upload pipeline wrote', async () => {
    const uploaded = slide({
      link: '/product/giloy-tablets?ref=banner',
      image: '/uploads/products/ab12-960.webp',
    });
    expect((await save({ slides: [uploaded] })).statusCode).toBe(200);
    expect((await live()).json().storefront.slides[0]).toMatchObject({
      link: '/product/giloy-tablets?ref=banner',
      image: '/uploads/products/ab12-960.webp',
    });
  });
});

describe('the landing code is advertised only while anyone may use it now', () => {
  const percent = async () => (await live()).json().storefront.landing.percent;
  let codeId: string;
  let code: string;
  beforeEach(async () => {
    code = `LAND${Math.floor(Math.random() * 1e6)}`;
    const [row] = await database.db.insert(promoCodes).values({ code, percent: 20 }).returning();
    codeId = row!.id;
    expect((await save({ landing: { productId, code } })).statusCode).toBe(200);
  });
  const patch = async (changes: Record<string, unknown>) => {
    const [row] = await database.db.select().from(promoCodes).where(eq(promoCodes.id, codeId));
    const response = await call('PATCH', `/api/admin/promo-codes/${codeId}`, owner.token, {
      version: row!.version,
      ...changes,
    });
    expect(response.statusCode).toBe(200);
  };

  it('switched off in the console: gone from the answer at once (the save clears the cache)', async () => {
    expect(await percent()).toBe(20);
    await patch({ active: false });
    expect(await percent()).toBeNull();
    await patch({ active: true, percent: 25 });
    expect(await percent()).toBe(25);
  });

  it('past its last moment: gone at that moment, with no save in between', async () => {
    await patch({ validTo: '2026-11-26T06:00:00.000Z' });
    expect(await percent()).toBe(20);
    now = new Date('2026-11-26T06:00:01Z');
    expect(await percent()).toBeNull();
  });

  it('before its first moment: shown from then on', async () => {
    await patch({ validFrom: '2026-11-26T06:00:00.000Z' });
    expect(await percent()).toBeNull();
    now = new Date('2026-11-26T06:00:00Z');
    expect(await percent()).toBe(20);
  });

  it("used up: not advertised (one customer's own limit is left to checkout)", async () => {
    await patch({ maxUsesPerCustomer: 1 });
    expect(await percent()).toBe(20);
    await database.db.update(promoCodes).set({ uses: 5 }).where(eq(promoCodes.id, codeId));
    await patch({ maxUses: 5 });
    expect(await percent()).toBeNull();
  });

  it('a new landing code that is switched off or expired is refused naming landing.code', async () => {
    const off = `OFF${Math.floor(Math.random() * 1e6)}`;
    await database.db.insert(promoCodes).values({ code: off, percent: 10, active: false });
    const response = await save({ landing: { productId, code: off } });
    expect(response.statusCode).toBe(400);
    expect(response.json().details.map((d: { field: string }) => d.field)).toEqual(['landing.code']);
  });
});

describe('references gone since the save', () => {
  it("the featured products picked come whole in the answer, in the owner's order, archived ones dropped", async () => {
    const a = more['Tulsi Drops']!;
    const b = more['Amla Juice']!;
    expect((await save({ featured: { productIds: [b, a, productId], categoryIds: [] } })).statusCode).toBe(
      200,
    );
    const before = (await live()).json().storefront;
    expect(before.featuredProducts.map((p: { _id: string }) => p._id)).toEqual([b, a, productId]);
    expect((await call('DELETE', `/api/admin/products/${a}`, owner.token)).statusCode).toBe(200);
    const after = (await live()).json().storefront;
    expect(after.featuredProducts.map((p: { name: string }) => p.name)).toEqual([
      'Amla Juice',
      'Giloy Tablets',
    ]);
    expect(after.featured.productIds).toEqual([b, productId]);
  });

  it('the document as shown can be saved again after its products are archived and its code deleted', async () => {
    const landing = more['Brahmi Oil']!;
    const featured = more['Neem Soap']!;
    const code = `GONE${Math.floor(Math.random() * 1e6)}`;
    await database.db.insert(promoCodes).values({ code, percent: 10 });
    expect(
      (
        await save({
          landing: { productId: landing, code },
          featured: { productIds: [featured], categoryIds: [] },
        })
      ).statusCode,
    ).toBe(200);
    expect((await call('DELETE', `/api/admin/products/${landing}`, owner.token)).statusCode).toBe(200);
    expect((await call('DELETE', `/api/admin/products/${featured}`, owner.token)).statusCode).toBe(200);
    await database.db.delete(promoCodes).where(eq(promoCodes.code, code));
    const shown = await current();
    const again = await call('PUT', '/api/admin/storefront', owner.token, {
      ...shown.content,
      marquee: ['Still editable'],
      version: shown.version,
    });
    expect(again.statusCode).toBe(200);
    expect((await live()).json().storefront.marquee).toEqual(['Still editable']);
    // A gone product the save brings in (here as a featured one) is still refused.
    const readd = await save({ featured: { productIds: [landing], categoryIds: [] } });
    expect(readd.statusCode).toBe(400);
    expect(readd.json().details.map((d: { field: string }) => d.field)).toEqual(['featured.productIds.0']);
    // So is the landing product moved back to a gone one.
    expect((await save()).statusCode).toBe(200);
    const back = await save({ landing: { productId: landing, code: 'GILOY15' } });
    expect(back.statusCode).toBe(400);
    expect(back.json().details.map((d: { field: string }) => d.field)).toEqual(['landing.productId']);
  });
});
