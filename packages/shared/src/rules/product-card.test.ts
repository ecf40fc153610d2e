import { describe, expect, it } from 'vitest';
import type { Image, Product } from '../schemas/catalog.ts';
import { limits } from '../storefront-constants.ts';
import { toBestSeller, toFeaturedCard, toProductCard } from './product-card.ts';
import { firstWords } from './text.ts';

const image = (id: string): Image => ({
  _id: `image-${id}`,
  url: `/uploads/products/${id}-960.webp`,
  srcset: `/uploads/products/${id}-240.webp 240w, /uploads/products/${id}-960.webp 960w`,
  width: 960,
  height: 960,
  alt: `Picture ${id} – front view`,
});

const immunity = { _id: 'c1', name: 'Immunity', slug: 'immunity', description: 'Long category text' };
const digestion = { _id: 'c2', name: 'Digestion', slug: 'digestion', description: 'More text' };
const description = Array.from({ length: 80 }, (_, index) => `word${index}`).join(' ');

const product: Product = {
  _id: 'p1',
  slug: 'chyawanprash',
  name: 'Chyawanprash',
  brand: 'Amrit Vatika',
  price: 549,
  discountPrice: 479,
  percentOff: 13,
  images: [image('a'), image('b'), image('c')],
  stock: 7,
  inStock: true,
  isFeatured: true,
  isBestSelling: true,
  ageRestricted: false,
  description,
  category: immunity,
  categories: [immunity, digestion],
  hsnCode: '21069099',
  gstRate: 18,
  createdAt: '2026-01-01T00:00:00.000Z',
  rating: { average: 4.5, count: 2 },
  variants: [],
  updatedAt: '2026-01-02T00:00:00.000Z',
};

const firstImage = {
  url: '/uploads/products/a-960.webp',
  srcset: '/uploads/products/a-240.webp 240w, /uploads/products/a-960.webp 960w',
  width: 960,
  height: 960,
};

describe('toProductCard', () => {
  it('keeps what a tile and its Add to Cart read, with the first picture only', () => {
    expect(toProductCard(product)).toEqual({
      _id: 'p1',
      name: 'Chyawanprash',
      brand: 'Amrit Vatika',
      price: 549,
      discountPrice: 479,
      percentOff: 13,
      stock: 7,
      inStock: true,
      isBestSelling: true,
      rating: { average: 4.5, count: 2 },
      image: firstImage,
    });
  });

  it('sends no description, category texts or further pictures', () => {
    const sent = JSON.stringify(toProductCard(product));
    expect(sent).not.toContain('word0');
    expect(sent).not.toContain('category text');
    expect(sent).not.toContain('front view');
    expect(sent).not.toContain('b-960');
  });

  it('has no picture when the product has none', () => {
    expect(toProductCard({ ...product, images: [] }).image).toBeUndefined();
  });
});

describe('toFeaturedCard', () => {
  it('adds the ids of all the categories, for the row tabs', () => {
    const card = toFeaturedCard(product);
    expect(card.categoryIds).toEqual(['c1', 'c2']);
    expect(card).toMatchObject(toProductCard(product));
    expect(JSON.stringify(card)).not.toContain('Immunity');
  });
});

describe('toBestSeller', () => {
  it('sends the first words of the description instead of the description', () => {
    const spotlight = toBestSeller(product);
    expect(spotlight.excerpt).toBe(firstWords(description, limits.bestSellerWords));
    expect(spotlight.excerpt.split(' ')).toHaveLength(limits.bestSellerWords);
    expect(spotlight.excerpt.endsWith('word29…')).toBe(true);
    expect(JSON.stringify(spotlight)).not.toContain('word30');
    expect(spotlight.image).toEqual(firstImage);
  });

  it('keeps a short description whole', () => {
    expect(toBestSeller({ ...product, description: '  Two  words ' }).excerpt).toBe('Two words');
  });
});
