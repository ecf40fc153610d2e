import { describe, expect, it } from 'vitest';
import { productCreateBody, productPatchBody } from './admin-product-form.server';

function form(values: Record<string, string | string[]>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) {
    for (const one of Array.isArray(value) ? value : [value]) data.append(name, one);
  }
  return data;
}

const filled = {
  name: 'Shatavari Granules',
  brand: 'Ayur Roots',
  price: '1,299.50',
  discountPrice: '',
  stock: '14',
  hsnCode: '30049011',
  gstRate: '12',
  description: 'Two spoons a day.',
  categoryIds: ['a1b2c3d4e5f6a1b2c3d4e5f6', 'b1b2c3d4e5f6a1b2c3d4e5f6'],
  images: JSON.stringify([{ key: 'media/abcdef123456', alt: 'Front' }]),
  isFeatured: 'on',
};

describe('the product form as the admin API body', () => {
  it('turns rupees into paise, the GST percent into basis points, and keeps category order', () => {
    const result = productCreateBody(form(filled));
    expect(result).toMatchObject({
      ok: true,
      body: expect.objectContaining({
        pricePaise: 129950,
        discountPricePaise: null,
        stock: 14,
        gstRateBp: 1200,
        isFeatured: true,
        isBestSelling: false,
        ageRestricted: false,
        categoryIds: filled.categoryIds,
        images: [{ key: 'media/abcdef123456', alt: 'Front' }],
      }),
    });
    expect(result.ok && 'version' in result.body).toBe(false);
  });

  it('names the form’s own fields for bad prices, stock and a discount above the price', () => {
    expect(productCreateBody(form({ ...filled, price: '12.345', stock: '2.5' }))).toMatchObject({
      ok: false,
      fieldErrors: {
        price: 'Enter the price in rupees, like 499 or 499.50',
        stock: 'Stock must be a whole number',
      },
    });
    expect(productCreateBody(form({ ...filled, price: '100', discountPrice: '150' }))).toMatchObject({
      ok: false,
      fieldErrors: { discountPrice: 'Discount price cannot be above the price' },
    });
    expect(productCreateBody(form({ ...filled, stock: '-1' }))).toMatchObject({
      ok: false,
      fieldErrors: { stock: 'Stock cannot be negative' },
    });
  });

  it('is an edit from the version the page showed', () => {
    const result = productPatchBody(form({ ...filled, version: '4' }));
    expect(result.ok && result.body.version).toBe(4);
  });
});
