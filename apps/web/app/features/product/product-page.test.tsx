import type { Image, Product } from '@shop/shared';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fallbackSite } from '~/lib/site-data';
import { AgeGate } from './age-gate';
import { Description } from './description';
import { ProductGallery } from './product-gallery';
import { productMeta } from './product-meta';

const image = (n: number): Image => ({
  _id: `img-${n}`,
  url: `/uploads/p/shilajit-${n}.webp`,
  srcset: `/uploads/p/shilajit-${n}-320.webp 320w`,
  width: 800,
  height: 800,
  alt: n === 1 ? 'Shilajit jar, front' : '',
});

const category = { _id: 'c1', name: "Men's Wellness", slug: 'mens-wellness', description: '' };

const product: Product = {
  _id: 'prod-1',
  slug: 'shilajit-resin',
  name: 'Shilajit Resin',
  brand: 'Himalaya Roots',
  price: 999,
  discountPrice: 849.5,
  percentOff: 15,
  images: [image(1), image(2)],
  stock: 4,
  inStock: true,
  isFeatured: false,
  isBestSelling: true,
  ageRestricted: false,
  description: 'Pure Himalayan resin.\n- Strength\n- Stamina',
  category,
  categories: [category],
  hsnCode: '30049011',
  gstRate: 12,
  rating: { average: 0, count: 0 },
  variants: [],
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
};

const site = { ...fallbackSite, publicUrl: 'https://shop.example/' };

/** The value of the meta tag whose `property` or `name` is `key`. */
const tag = (tags: ReturnType<typeof productMeta>, key: string) =>
  tags.find((item) => 'property' in item && item.property === key) ??
  tags.find((item) => 'name' in item && item.name === key);

describe('a product page’s link preview', () => {
  it('titles the page with the name, the price and the saving', () => {
    const tags = productMeta(site, product);
    expect(tags).toContainEqual({ title: 'Shilajit Resin – ₹849.50 (15% off) | Ayurveda Wellness Store' });
    expect(tag(tags, 'description')).toEqual({
      name: 'description',
      content: '₹849.50 · Himalaya Roots. Pure Himalayan resin. - Strength - Stamina',
    });
    expect(productMeta(site, { ...product, discountPrice: 999, percentOff: 0 })).toContainEqual({
      title: 'Shilajit Resin – ₹999 | Ayurveda Wellness Store',
    });
  });

  it('shows the JPEG made for previews and the offer price, with the one canonical address', () => {
    const tags = productMeta(site, product);
    expect(tag(tags, 'og:image')).toMatchObject({
      content: 'https://shop.example/api/product/share-image/prod-1',
    });
    expect(tag(tags, 'og:image:type')).toMatchObject({ content: 'image/jpeg' });
    expect(tag(tags, 'og:image:alt')).toMatchObject({ content: 'Shilajit jar, front' });
    expect(tag(tags, 'og:url')).toMatchObject({ content: 'https://shop.example/ProductDetailsById/prod-1' });
    expect(tag(tags, 'og:type')).toMatchObject({ content: 'product' });
    expect(tag(tags, 'product:price:amount')).toMatchObject({ content: '849.50' });
    expect(tag(tags, 'product:price:currency')).toMatchObject({ content: 'INR' });
    expect(tag(tags, 'product:availability')).toMatchObject({ content: 'in stock' });
  });

  it('falls back to the shop’s picture for a product without images', () => {
    const tags = productMeta(site, { ...product, images: [] });
    expect(tag(tags, 'og:image')).toMatchObject({ content: 'https://shop.example/og-image.png' });
    expect(tag(tags, 'og:image:alt')).toMatchObject({ content: 'Shilajit Resin' });
  });

  it('describes the product to search engines as JSON-LD, sold out when it is', () => {
    const ld = (tags: ReturnType<typeof productMeta>) =>
      (tags.find((item) => 'script:ld+json' in item) as { 'script:ld+json': Record<string, unknown> })[
        'script:ld+json'
      ];
    expect(ld(productMeta(site, product))).toMatchObject({
      '@type': 'Product',
      name: 'Shilajit Resin',
      sku: 'prod-1',
      brand: { name: 'Himalaya Roots' },
      category: "Men's Wellness",
      image: [
        'https://shop.example/uploads/p/shilajit-1.webp',
        'https://shop.example/uploads/p/shilajit-2.webp',
      ],
      offers: {
        url: 'https://shop.example/ProductDetailsById/prod-1',
        price: '849.50',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
      },
    });
    const soldOut = productMeta(site, { ...product, stock: 0, inStock: false });
    expect(ld(soldOut)).toMatchObject({ offers: { availability: 'https://schema.org/OutOfStock' } });
    expect(tag(soldOut, 'product:availability')).toMatchObject({ content: 'out of stock' });
  });
});

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** What VERIFY AGE posted to /age-check (the session's answer, recorded by that route's action). */
const agePosts: Record<string, FormDataEntryValue>[] = [];

function renderOnProductPage(ui: () => ReactNode, address = '/ProductDetailsById/prod-1') {
  const Stub = createRoutesStub([
    { path: '/', Component: Where },
    { path: '/ProductDetailsById/:id', Component: ui },
    {
      path: '/age-check',
      action: async ({ request }) => {
        agePosts.push(Object.fromEntries(await request.formData()));
        return { ok: true };
      },
    },
  ]);
  render(<Stub initialEntries={[address]} />);
  return userEvent.setup();
}

describe('the age gate', () => {
  it('asks before showing the product, with VERIFY AGE ready and the page behind held still', async () => {
    renderOnProductPage(() => (
      <>
        <AgeGate />
        <h1>Shilajit Resin</h1>
      </>
    ));
    const dialog = await screen.findByRole('dialog', { name: 'Are you over 18?' });
    expect(
      within(dialog).getByText('This product is meant for adults only. Please confirm your age to continue.'),
    ).toBeTruthy();
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'VERIFY AGE' }));
    expect(document.body.style.overflow).toBe('hidden');
  });

  it('lets an adult through on VERIFY AGE, staying on the product and freeing the page', async () => {
    const user = renderOnProductPage(() => (
      <>
        <AgeGate />
        <h1>Shilajit Resin</h1>
      </>
    ));
    agePosts.length = 0;
    await user.click(await screen.findByRole('button', { name: 'VERIFY AGE' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Shilajit Resin' })).toBeTruthy();
    expect(screen.queryByTestId('where')).toBeNull();
    expect(document.body.style.overflow).toBe('');
    // The answer is recorded for the session (so Add to Cart does not ask again), from this page.
    await waitFor(() => expect(agePosts).toEqual([{ back: '/ProductDetailsById/prod-1' }]));
  });

  it('takes anyone who cancels back to the home page', async () => {
    const user = renderOnProductPage(() => <AgeGate />);
    await user.click(await screen.findByRole('button', { name: 'CANCEL' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
  });

  // VERIFY AGE's form carries a hidden field: Tab must wrap to the button, not to that field (which a
  // browser cannot focus, so the focus would stay stuck on CANCEL).
  it('keeps Tab inside the question, going round its two buttons', async () => {
    const user = renderOnProductPage(() => (
      <>
        <AgeGate />
        <a href="/elsewhere">A link behind the gate</a>
      </>
    ));
    const verify = await screen.findByRole('button', { name: 'VERIFY AGE' });
    const cancel = screen.getByRole('button', { name: 'CANCEL' });
    await user.tab();
    expect(document.activeElement).toBe(cancel);
    await user.tab();
    expect(document.activeElement).toBe(verify);
    await user.tab({ shift: true });
    expect(document.activeElement).toBe(cancel);
  });
});

describe('the product gallery', () => {
  const mainImage = () => screen.getAllByRole('img').find((img) => img.getAttribute('sizes') !== '96px')!;

  it('shows the first image large, named by its alt text or the product', async () => {
    renderOnProductPage(() => (
      <ProductGallery images={[image(1), image(2), image(3)]} name="Shilajit Resin" />
    ));
    await screen.findByRole('link', { name: 'Show image 1 of 3' });
    expect(mainImage().getAttribute('src')).toBe('/uploads/p/shilajit-1.webp');
    expect(mainImage().getAttribute('alt')).toBe('Shilajit jar, front');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBe('true');
  });

  it('switches the large image to the thumbnail clicked', async () => {
    const user = renderOnProductPage(() => (
      <ProductGallery images={[image(1), image(2), image(3)]} name="Shilajit Resin" />
    ));
    await user.click(await screen.findByRole('link', { name: 'Show image 3 of 3' }));
    expect(mainImage().getAttribute('src')).toBe('/uploads/p/shilajit-3.webp');
    // An image without alt text is named by the product.
    expect(mainImage().getAttribute('alt')).toBe('Shilajit Resin');
    expect(screen.getByRole('link', { name: 'Show image 3 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' }).getAttribute('aria-current')).toBeNull();
  });

  it('links each thumbnail to the page with ?image= (the variant kept), and shows the image the address asks for', async () => {
    renderOnProductPage(
      () => <ProductGallery images={[image(1), image(2), image(3)]} name="Shilajit Resin" />,
      '/ProductDetailsById/prod-1?variant=v-120&image=2',
    );
    await screen.findByRole('link', { name: 'Show image 2 of 3' });
    // Without JavaScript a thumbnail is a plain link, and the page it loads shows that image.
    expect(mainImage().getAttribute('src')).toBe('/uploads/p/shilajit-2.webp');
    expect(screen.getByRole('link', { name: 'Show image 2 of 3' }).getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: 'Show image 3 of 3' }).getAttribute('href')).toBe(
      '?variant=v-120&image=3',
    );
    expect(screen.getByRole('link', { name: 'Show image 1 of 3' }).getAttribute('href')).toBe(
      '?variant=v-120',
    );
  });

  it('has no thumbnails for a single image', async () => {
    renderOnProductPage(() => <ProductGallery images={[image(1)]} name="Shilajit Resin" />);
    await screen.findByRole('img');
    expect(screen.queryAllByRole('link')).toEqual([]);
  });
});

describe('the description', () => {
  it('gives each line its own paragraph and gathers bullet lines into one list', async () => {
    renderOnProductPage(() => (
      <Description text={'Pure Himalayan resin.\n\n- Strength\n• Stamina\nTake daily.\n1. With milk'} />
    ));
    const paragraphs = (await screen.findByText('Pure Himalayan resin.')).parentElement!.querySelectorAll(
      'p',
    );
    expect([...paragraphs].map((p) => p.textContent)).toEqual(['Pure Himalayan resin.', 'Take daily.']);
    const lists = screen.getAllByRole('list');
    expect(
      lists.map((list) =>
        within(list)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ),
    ).toEqual([['Strength', 'Stamina'], ['With milk']]);
  });
});
