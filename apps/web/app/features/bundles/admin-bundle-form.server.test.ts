import type { AdminBundle, AdminProduct } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { variantChoices } from './admin-bundle-edit.server';
import { bundleCreateBody, bundlePatchBody } from './admin-bundle-form.server';

function form(values: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  return data;
}

const v1 = 'a1b2c3d4e5f6a1b2c3d4e5f6';
const v2 = 'b1b2c3d4e5f6a1b2c3d4e5f6';

const filled = {
  name: 'Immunity Duo',
  slug: '',
  description: 'Two for the winter.',
  price: '999.50',
  active: 'on',
  images: JSON.stringify([{ key: 'media/abcdef123456', alt: 'Duo' }]),
  'items.0.variantId': v1,
  'items.0.quantity': '2',
  'items.1.variantId': '',
  'items.1.quantity': '1',
  'items.2.variantId': v2,
  'items.2.quantity': '1',
};

describe('the bundle form as the admin API body', () => {
  it('turns rupees into paise, takes the first picture, and leaves blank rows and an empty slug out', () => {
    expect(bundleCreateBody(form(filled))).toMatchObject({
      ok: true,
      body: {
        name: 'Immunity Duo',
        description: 'Two for the winter.',
        pricePaise: 99950,
        active: true,
        image: { key: 'media/abcdef123456', alt: 'Duo' },
        items: [
          { variantId: v1, quantity: 2 },
          { variantId: v2, quantity: 1 },
        ],
      },
    });
    const { slug: _slug, ...noPicture } = { ...filled, images: '[]' };
    const result = bundleCreateBody(form({ ...noPicture, slug: 'winter-duo' }));
    expect(result).toMatchObject({ ok: true, body: { image: null, slug: 'winter-duo' } });
  });

  it('names the form’s own fields: the rupee price, and a quantity in the row it was typed in', () => {
    const result = bundleCreateBody(form({ ...filled, price: '12.345', 'items.2.quantity': '0' }));
    expect(result).toMatchObject({
      ok: false,
      fieldErrors: {
        price: 'Enter the price in rupees, like 999 or 999.50',
        'items.2.quantity': 'Quantity must be at least 1',
      },
    });
    const twice = bundleCreateBody(form({ ...filled, 'items.2.variantId': v1 }));
    expect(twice).toMatchObject({
      ok: false,
      fieldErrors: { 'items.2.variantId': 'This variant is already in the bundle' },
    });
  });

  it('maps the API’s item positions back to the form rows, and leaves out a row ticked Remove', () => {
    const result = bundlePatchBody(form({ ...filled, version: '3', 'items.0.remove': 'on' }));
    if (!result.ok) throw new Error('expected a body');
    expect(result.body).toMatchObject({ version: 3, items: [{ variantId: v2, quantity: 1 }] });
    expect(result.fieldName('items.0.variantId')).toBe('items.2.variantId');
    expect(result.fieldName('pricePaise')).toBe('price');
    expect(result.fieldName('slug')).toBe('slug');
  });

  it('refuses a bundle without components, saying so', () => {
    const result = bundleCreateBody(form({ ...filled, 'items.0.variantId': '', 'items.2.variantId': '' }));
    expect(result).toMatchObject({ ok: false, fieldErrors: { items: 'A bundle needs at least one item' } });
  });
});

describe('the variants a bundle can hold', () => {
  const product = {
    name: 'Ashwagandha',
    variants: [
      {
        id: v1,
        sku: 'ASH-60',
        options: { Size: '60 capsules' },
        pricePaise: 49900,
        discountPricePaise: 44900,
      },
      {
        id: v2,
        sku: 'ASH-120',
        options: { Size: '120 capsules' },
        pricePaise: 89900,
        discountPricePaise: null,
      },
    ],
  } as unknown as AdminProduct;

  it('names each by product, option, SKU and price; keeps a component no longer listed', () => {
    const bundle = {
      items: [
        {
          variantId: v1,
          productName: 'Ashwagandha',
          variantLabel: '60 capsules',
          sku: 'ASH-60',
          archived: false,
        },
        { variantId: 'c1', productName: 'Tulsi', variantLabel: '', sku: 'TUL-1', archived: true },
      ],
    } as unknown as AdminBundle;
    expect(variantChoices([product], bundle)).toEqual([
      { id: v2, label: 'Ashwagandha (120 capsules) · ASH-120 · ₹899' },
      { id: v1, label: 'Ashwagandha (60 capsules) · ASH-60 · ₹449' },
      { id: 'c1', label: 'Tulsi · TUL-1 (archived)' },
    ]);
  });
});
