import type { AdminCategory, AdminProduct, AdminVariant } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import {
  type ApiCall,
  apiError,
  type FakeAnswer,
  postConsoleFormWithoutJavaScript,
} from '../../../test/fake-api';
import AdminProductEditPage, { action } from './product-edit';

const category = (id: string, name: string): AdminCategory => ({
  id,
  name,
  slug: name.toLowerCase(),
  description: '',
  productCount: 1,
  version: 1,
});
const categories = [category('c1', 'Drops'), category('c2', 'Immunity'), category('c3', 'Teas')];

const variant = (fields: Partial<AdminVariant>): AdminVariant => ({
  id: 'v1',
  sku: 'TD-20',
  options: { Size: '20 ml' },
  pricePaise: 49_900,
  discountPricePaise: null,
  stock: 40,
  weightGrams: 50,
  hsnCode: null,
  gstRateBp: null,
  imageKeys: [],
  isDefault: true,
  ...fields,
});

/** The product as saved: what the form used to come back with after a refused post without JavaScript. */
const saved: AdminProduct = {
  id: 'p1',
  slug: 'tulsi-drops',
  name: 'Tulsi drops',
  brand: 'Vedika',
  description: 'Holy basil extract.',
  pricePaise: 49_900,
  discountPricePaise: null,
  stock: 40,
  isFeatured: true,
  isBestSelling: false,
  ageRestricted: false,
  hsnCode: '3004',
  gstRateBp: 1200,
  categories: [{ id: 'c1', name: 'Drops' }],
  images: [
    { key: 'products/front1', alt: 'Front', url: '/front1.webp' },
    { key: 'products/back22', alt: 'Back', url: '/back22.webp' },
  ],
  variants: [
    variant({}),
    variant({
      id: 'v2',
      sku: 'TD-60',
      options: { Size: '60 ml' },
      pricePaise: 99_900,
      stock: 10,
      weightGrams: 120,
      imageKeys: ['products/back22'],
      isDefault: false,
    }),
  ],
  version: 4,
  archivedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

/** What the admin typed over it: every kind of field changed, and a discount price that is not one. */
const typed: [string, string][] = [
  ['intent', 'save'],
  ['version', '4'],
  ['name', 'Tulsi drops 30 ml'],
  ['brand', 'Vedika Naturals'],
  ['price', '549.50'],
  ['discountPrice', 'cheap'],
  ['stock', '12'],
  ['hsnCode', '30049011'],
  ['gstRate', '5'],
  // Featured unticked, Best selling ticked.
  ['isBestSelling', 'on'],
  ['categoryIds', 'c2'],
  ['categoryIds', 'c3'],
  ['description', 'Now in a 30 ml bottle.'],
  ['images', JSON.stringify(saved.images.map(({ key, alt }) => ({ key, alt })))],
  ['variants.0.id', 'v1'],
  ['variants.0.sku', 'TD-30'],
  ['variants.0.option1Name', 'Size'],
  ['variants.0.option1Value', '30 ml'],
  ['variants.0.weight', '60'],
  ['variants.0.option2Name', ''],
  ['variants.0.option2Value', ''],
  ['variants.1.id', 'v2'],
  ['variants.1.sku', 'TD-60'],
  ['variants.1.option1Name', 'Size'],
  ['variants.1.option1Value', '60 ml'],
  ['variants.1.weight', '120'],
  ['variants.1.option2Name', ''],
  ['variants.1.option2Value', ''],
  ['variants.1.price', '949'],
  ['variants.1.discountPrice', ''],
  ['variants.1.stock', '8'],
  ['variants.1.imageKeys', 'products/front1'],
  ['variants.1.imageKeys', 'products/back22'],
  ['variants.1.remove', 'on'],
  ['variants.2.sku', 'TD-100'],
  ['variants.2.option1Name', 'Size'],
  ['variants.2.option1Value', '100 ml'],
  ['variants.2.weight', ''],
  ['variants.2.option2Name', ''],
  ['variants.2.option2Value', ''],
  ['variants.2.price', '1299'],
  ['variants.2.discountPrice', ''],
  ['variants.2.stock', '5'],
];

/** The form as the browser posts it by itself (no JavaScript), to the page's real action. */
const postWithoutJavaScript = (fields: [string, string][], answer: (call: ApiCall) => FakeAnswer) =>
  postConsoleFormWithoutJavaScript({
    action,
    path: '/admin/products/p1',
    fields,
    params: { id: 'p1' },
    answer,
  });

/** The page as the server renders it after that post: the product as loaded, and the action's answer. */
function renderPage(product: AdminProduct, result: unknown) {
  const loaderData = { categories, product, batches: [] };
  const Stub = createRoutesStub([
    { id: 'product', path: '/admin/products/:id', loader: () => loaderData, Component: AdminProductEditPage },
  ]);
  render(
    <Stub
      initialEntries={['/admin/products/p1']}
      hydrationData={{ loaderData: { product: loaderData }, actionData: { product: result } }}
    />,
  );
}

const field = (name: string) => document.querySelector<HTMLInputElement>(`[name="${name}"]`)!;
const box = (name: string, value = 'on') =>
  document.querySelector<HTMLInputElement>(
    value === 'on' ? `[name="${name}"]` : `[name="${name}"][value="${value}"]`,
  )!;

describe('the product form refused on the page after a post without JavaScript', () => {
  it('shows the refusal with every field as it was typed, not as saved', async () => {
    const { result, calls } = await postWithoutJavaScript(typed, () => ({ status: 500 }));
    expect(calls).toEqual([]);
    renderPage(saved, result);
    expect(await screen.findByText('Enter the price in rupees, like 449')).toBeTruthy();
    const texts = {
      name: 'Tulsi drops 30 ml',
      brand: 'Vedika Naturals',
      // Rupees as typed: nothing is converted from or to paise on the way back.
      price: '549.50',
      discountPrice: 'cheap',
      stock: '12',
      hsnCode: '30049011',
      gstRate: '5',
      description: 'Now in a 30 ml bottle.',
      'variants.0.sku': 'TD-30',
      'variants.0.option1Value': '30 ml',
      'variants.0.weight': '60',
      'variants.1.price': '949',
      'variants.1.stock': '8',
      'variants.2.sku': 'TD-100',
      'variants.2.option1Value': '100 ml',
      'variants.2.price': '1299',
      'variants.2.stock': '5',
    };
    for (const [name, value] of Object.entries(texts))
      expect([name, field(name).value]).toEqual([name, value]);
    expect(box('isFeatured').checked).toBe(false);
    expect(box('isBestSelling').checked).toBe(true);
    // The groups of boxes keep every tick, not only the last.
    expect(['c1', 'c2', 'c3'].map((id) => box('categoryIds', id).checked)).toEqual([false, true, true]);
    expect(
      ['products/front1', 'products/back22'].map((key) => box('variants.1.imageKeys', key).checked),
    ).toEqual([true, true]);
    expect(box('variants.1.remove').checked).toBe(true);
  });

  it('shows the product as it is now after a stale save, for the change to be redone on it', async () => {
    const stale = apiError(
      409,
      'STALE_VERSION',
      'Someone else changed this meanwhile. The current values are shown: redo your change on them.',
    );
    const valid = typed.map(([name, value]): [string, string] => [
      name,
      name === 'discountPrice' ? '' : value,
    ]);
    const { result, calls } = await postWithoutJavaScript(valid, () => stale);
    expect(calls.map((call) => `${call.method} ${call.path}`)).toEqual(['PATCH /admin/products/p1']);
    // Reloaded: another admin's save made version 5.
    renderPage({ ...saved, name: 'Tulsi drops (new label)', version: 5 }, result);
    expect(await screen.findByText(/Someone else changed this meanwhile/)).toBeTruthy();
    expect(field('name').value).toBe('Tulsi drops (new label)');
    expect(field('price').value).toBe('499');
    expect(field('version').value).toBe('5');
    expect(['c1', 'c2', 'c3'].map((id) => box('categoryIds', id).checked)).toEqual([true, false, false]);
  });
});
