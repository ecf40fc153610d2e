import type { Product, Variant } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { fallbackSite } from '~/lib/site-data';
import { productMeta } from './product-meta';
import { VariantPicker } from './variant-picker';

const variant = (id: string, size: string, overrides: Partial<Variant> = {}): Variant => ({
  _id: id,
  sku: `OMG-${size.split(' ')[0]}`,
  options: { Size: size },
  label: size,
  price: 899,
  discountPrice: 799,
  percentOff: 11,
  stock: 5,
  inStock: true,
  isDefault: false,
  images: [],
  ...overrides,
});

const variants = [
  variant('p1', '60 capsules', { isDefault: true, discountPrice: 449 }),
  variant('v120', '120 capsules'),
  variant('v240', '240 capsules', { stock: 0, inStock: false }),
];

function renderPicker(selectedId: string) {
  const Stub = createRoutesStub([
    { path: '/product/:id', Component: () => <VariantPicker variants={variants} selectedId={selectedId} /> },
  ]);
  render(<Stub initialEntries={['/product/p1']} />);
}

describe('the variant picker', () => {
  it('links each variant in stock to ?variant=<id> (works without JavaScript), the chosen one marked', () => {
    renderPicker('v120');
    expect(screen.getByRole('group', { name: 'Size' })).toBeTruthy();
    const chosen = screen.getByRole('link', { name: /120 capsules/ });
    expect(chosen.getAttribute('href')).toBe('/product/p1?variant=v120');
    expect(chosen.getAttribute('aria-current')).toBe('true');
    expect(screen.getByRole('link', { name: /60 capsules/ }).getAttribute('aria-current')).toBeNull();
    expect(screen.getByRole('link', { name: /60 capsules/ }).textContent).toContain('₹449');
  });

  it('shows a sold-out variant, disabled and not a link', () => {
    renderPicker('p1');
    expect(screen.queryByRole('link', { name: /240 capsules/ })).toBeNull();
    const soldOut = screen.getByText('240 capsules').closest('[aria-disabled]');
    expect(soldOut?.textContent).toContain('Out of Stock');
  });

  it('is not shown for a product with one variant', () => {
    const Stub = createRoutesStub([
      { path: '/', Component: () => <VariantPicker variants={[variants[0]!]} selectedId="p1" /> },
    ]);
    const { container } = render(<Stub />);
    expect(container.textContent).toBe('');
  });
});

describe('the JSON-LD of a product with variants', () => {
  it('offers each variant with its SKU, price, availability and a validity date', () => {
    const product = {
      _id: 'p1',
      name: 'Omega 3',
      brand: 'B',
      description: '',
      images: [],
      categories: [],
      price: 899,
      discountPrice: 449,
      percentOff: 50,
      inStock: true,
      rating: { average: 0, count: 0 },
      variants,
    } as unknown as Product;
    const tags = productMeta({ ...fallbackSite, publicUrl: 'https://shop.example/' }, product);
    const ld = (tags.find((item) => 'script:ld+json' in item) as { 'script:ld+json': { offers: unknown[] } })[
      'script:ld+json'
    ];
    expect(ld.offers).toEqual([
      expect.objectContaining({
        sku: 'OMG-60',
        price: '449.00',
        url: 'https://shop.example/ProductDetailsById/p1',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({
        sku: 'OMG-120',
        price: '799.00',
        url: 'https://shop.example/ProductDetailsById/p1?variant=v120',
      }),
      expect.objectContaining({ sku: 'OMG-240', availability: 'https://schema.org/OutOfStock' }),
    ]);
    expect((ld.offers[0] as { priceValidUntil: string }).priceValidUntil).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
