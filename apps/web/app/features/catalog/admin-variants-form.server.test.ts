import { AdminProductPatchSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { productPatchBody } from './admin-product-form.server';

function form(fields: Record<string, string>) {
  const data = new FormData();
  const base = {
    version: '3',
    name: 'Omega 3',
    brand: 'Sea',
    price: '499',
    discountPrice: '449',
    stock: '10',
    hsnCode: '30049011',
    gstRate: '12',
    images: '[]',
  };
  for (const [key, value] of Object.entries({ ...base, ...fields })) data.append(key, value);
  return data;
}

describe('the product form’s variant rows', () => {
  it('sends the default (priced by the product’s fields) and the filled rows; a blank row is left out', () => {
    const checked = productPatchBody(
      form({
        'variants.0.id': 'p1',
        'variants.0.sku': 'OMG-60',
        'variants.0.option1Name': 'Size',
        'variants.0.option1Value': '60 capsules',
        'variants.0.weight': '',
        'variants.1.sku': 'OMG-120',
        'variants.1.option1Name': 'Size',
        'variants.1.option1Value': '120 capsules',
        'variants.1.price': '899',
        'variants.1.discountPrice': '',
        'variants.1.stock': '5',
        'variants.1.weight': '220',
        'variants.1.imageKeys': 'products/abcdef12',
        'variants.2.sku': '',
        'variants.2.option1Name': 'Size',
        'variants.2.option1Value': '',
        'variants.2.price': '',
      }),
    );
    expect(checked.ok).toBe(true);
    if (!checked.ok) return;
    expect(AdminProductPatchSchema.parse(checked.body).variants).toEqual([
      expect.objectContaining({
        id: 'p1',
        sku: 'OMG-60',
        options: { Size: '60 capsules' },
        pricePaise: 49900,
        discountPricePaise: 44900,
        stock: 10,
      }),
      expect.objectContaining({
        sku: 'OMG-120',
        options: { Size: '120 capsules' },
        pricePaise: 89900,
        discountPricePaise: null,
        stock: 5,
        weightGrams: 220,
        imageKeys: ['products/abcdef12'],
      }),
    ]);
  });

  it('leaves out a row ticked Remove, and puts errors on the row’s own fields', () => {
    const checked = productPatchBody(
      form({
        'variants.0.id': 'p1',
        'variants.0.sku': 'OMG-60',
        'variants.1.id': 'v2',
        'variants.1.sku': 'OMG-90',
        'variants.1.remove': 'on',
        'variants.2.sku': 'OMG-120',
        'variants.2.option1Name': 'Size',
        'variants.2.option1Value': '120 capsules',
        'variants.2.price': '899',
        'variants.2.discountPrice': '999',
        'variants.2.stock': '-1',
      }),
    );
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(checked.fieldErrors).toMatchObject({
      'variants.2.discountPrice': 'Discount price cannot be above the price',
      'variants.2.stock': 'Stock cannot be negative',
    });
  });
});
