import { describe, expect, it } from 'vitest';
import type { Product } from '../schemas/catalog.ts';
import { buildCombos } from './combos.ts';
import { formatCountdown } from './countdown.ts';

function product(id: string, category: string, overrides: Partial<Product> = {}): Product {
  const cat = { _id: category, name: category, slug: category, description: '' };
  return {
    _id: id,
    slug: id,
    name: `Product ${id}`,
    brand: 'Brand',
    price: 499,
    discountPrice: 449.5,
    percentOff: 10,
    images: [],
    stock: 5,
    inStock: true,
    isFeatured: false,
    isBestSelling: false,
    ageRestricted: false,
    description: '',
    category: cat,
    categories: [cat],
    hsnCode: '21069099',
    gstRate: 18,
    createdAt: '2026-01-01T00:00:00.000Z',
    rating: { average: 0, count: 0 },
    variants: [],
    updatedAt: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}

describe('buildCombos', () => {
  it('bundles in-stock products of one category and adds their prices in paise', () => {
    const combos = buildCombos([
      product('a', 'Immunity', { price: 0.1, discountPrice: 0.1 }),
      product('b', 'Immunity', { price: 0.2, discountPrice: 0.2 }),
      product('c', 'Immunity', { stock: 0, inStock: false }),
    ]);
    expect(combos).toHaveLength(1);
    expect(combos[0]!.items.map((item) => item._id)).toEqual(['a', 'b']);
    expect(combos[0]!.price).toBe(0.3);
    expect(combos[0]!.title).toBe('Immunity Duo');
  });

  it('puts best sellers first and never mixes categories', () => {
    const combos = buildCombos([
      product('a', 'Herbs'),
      product('b', 'Herbs'),
      product('c', 'Herbs', { isBestSelling: true }),
      product('d', 'Vitamins'),
    ]);
    expect(combos[0]!.items[0]!._id).toBe('c');
    // 'd' is alone in its category, so no bundle can hold it.
    expect(combos.every((combo) => !combo.items.some((item) => item._id === 'd'))).toBe(true);
  });

  it('gives nothing for an empty catalogue and respects the maximum', () => {
    expect(buildCombos([])).toEqual([]);
    const many = Array.from({ length: 40 }, (_, index) => product(`p${index}`, `c${index % 8}`));
    expect(buildCombos(many, 3)).toHaveLength(3);
  });
});

describe('formatCountdown', () => {
  it.each([
    [3600, '01:00:00'],
    [3599, '00:59:59'],
    [61, '00:01:01'],
    [0, '00:00:00'],
    [-5, '00:00:00'],
  ])('%i s → %s', (seconds, text) => {
    expect(formatCountdown(seconds)).toBe(text);
  });
});
