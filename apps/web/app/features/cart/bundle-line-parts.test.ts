import type { CartItem } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { lineImage, lineListPrice } from './bundle-line-parts';

const picture = {
  url: '/uploads/products/a-480.webp',
  srcset: '/uploads/products/a-480.webp 480w',
  width: 480,
  height: 480,
};

const productLine = {
  productId: { _id: 'p1', images: [{ ...picture, alt: '' }] },
  bundle: null,
  price: 499,
  discountPrice: 449,
} as unknown as CartItem;

const bundleLine = {
  productId: { _id: 'b1', images: [] },
  bundle: {
    _id: 'b1',
    slug: 'duo',
    name: 'Duo',
    image: '/uploads/products/b-960.webp',
    listPrice: 1257,
    price: 999,
    items: [],
  },
  price: 1447,
  discountPrice: 999,
} as unknown as CartItem;

describe('a cart line of a bundle', () => {
  it('shows the bundle’s own picture when its line carries none', () => {
    expect(lineImage(bundleLine)).toEqual({
      url: '/uploads/products/b-960.webp',
      srcset: '',
      width: 600,
      height: 600,
    });
    expect(lineImage(productLine)?.url).toBe(picture.url);
    expect(lineImage({ ...bundleLine, bundle: { ...bundleLine.bundle!, image: null } })).toBeUndefined();
  });

  it('strikes out the components’ price bought one by one, as the bundle page does; a product its list price', () => {
    expect(lineListPrice(bundleLine)).toBe(1257);
    expect(lineListPrice(productLine)).toBe(499);
  });
});
