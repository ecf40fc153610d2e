import type { AdminStorefront } from '@shop/shared';
import { render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { postConsoleFormWithoutJavaScript } from '../../../test/fake-api';
import AdminStorefrontPage, { action } from './storefront';

/** The document as saved: one slide, two promises, one testimonial, product p1 featured. */
const storefront: AdminStorefront = {
  content: {
    slides: [
      {
        image: 'art:mortar',
        eyebrow: '',
        headline: 'Pure Ayurveda',
        text: '',
        link: '/shop/all',
        theme: 'forest',
        startsOn: null,
        endsOn: null,
      },
    ],
    marquee: ['100% Ayurvedic', 'Free gifts'],
    testimonials: [{ quote: 'Lovely.', name: 'Priya', place: 'Pune', rating: 5 }],
    featured: { productIds: ['p1'], categoryIds: [] },
    countdownEndsAt: null,
    landing: { productId: 'p1', code: 'GILOY15' },
  },
  version: 3,
  updatedAt: '2026-11-20T10:00:00.000Z',
};
const loaderData = {
  storefront,
  products: [
    { _id: 'p1', name: 'Tulsi drops', slug: 'tulsi-drops' },
    { _id: 'p2', name: 'Giloy juice', slug: 'giloy-juice' },
    { _id: 'p3', name: 'Ashwagandha', slug: 'ashwagandha' },
  ],
  categories: [
    { _id: 'c1', name: 'Drops' },
    { _id: 'c2', name: 'Juices' },
  ],
  codes: ['GILOY15', 'DIWALI10'],
};

/** What the owner typed over it: a new headline with a link to another site, ticks moved, a new code. */
const typed: [string, string][] = [
  ['version', '3'],
  ['slides.0.headline', 'Diwali week'],
  ['slides.0.eyebrow', 'Festive'],
  ['slides.0.text', 'Gifts with every order'],
  ['slides.0.link', 'https://elsewhere.example/sale'],
  ['slides.0.theme', 'sunrise'],
  ['slides.0.image', 'art:mortar'],
  ['slides.0.startsOn', '2026-11-01'],
  ['slides.0.endsOn', ''],
  ['marquee', '100% Ayurvedic\nDelivered in 3 days'],
  ['testimonials.0.quote', 'Lovely.'],
  ['testimonials.0.name', 'Priya'],
  ['testimonials.0.place', 'Mumbai'],
  ['testimonials.0.rating', '4'],
  ['featured.productIds', 'p2'],
  ['featured.productIds', 'p3'],
  ['featured.categoryIds', 'c2'],
  ['countdownEndsAt', '2026-12-01T18:00'],
  ['landing.productId', 'p2'],
  ['landing.code', 'DIWALI10'],
];

/** The form as the browser posts it by itself (no JavaScript), to the page's real action. */
const postWithoutJavaScript = (fields: [string, string][]) =>
  postConsoleFormWithoutJavaScript({ action, path: '/admin/storefront', fields });

const field = (name: string) =>
  document.querySelector<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>(`[name="${name}"]`)!;
const ticked = (name: string) =>
  [...document.querySelectorAll<HTMLInputElement>(`[name="${name}"]`)]
    .filter((box) => box.checked)
    .map((box) => box.value);

describe('the storefront editor refused on the page after a post without JavaScript', () => {
  it('shows the refusal with the document as it was typed, every tick kept, not as saved', async () => {
    const { result, calls } = await postWithoutJavaScript(typed);
    expect(calls).toEqual([]);
    const Stub = createRoutesStub([
      {
        id: 'storefront',
        path: '/admin/storefront',
        loader: () => loaderData,
        Component: AdminStorefrontPage,
      },
    ]);
    render(
      <Stub
        initialEntries={['/admin/storefront']}
        hydrationData={{ loaderData: { storefront: loaderData }, actionData: { storefront: result } }}
      />,
    );
    expect(await screen.findByText('Please check the marked fields')).toBeTruthy();
    expect(field('slides.0.link').getAttribute('aria-invalid')).toBe('true');
    const texts = {
      'slides.0.headline': 'Diwali week',
      'slides.0.eyebrow': 'Festive',
      'slides.0.link': 'https://elsewhere.example/sale',
      'slides.0.theme': 'sunrise',
      'slides.0.startsOn': '2026-11-01',
      marquee: '100% Ayurvedic\nDelivered in 3 days',
      'testimonials.0.place': 'Mumbai',
      'testimonials.0.rating': '4',
      countdownEndsAt: '2026-12-01T18:00',
      'landing.productId': 'p2',
      'landing.code': 'DIWALI10',
    };
    for (const [name, value] of Object.entries(texts))
      expect([name, field(name).value]).toEqual([name, value]);
    expect(ticked('featured.productIds')).toEqual(['p2', 'p3']);
    expect(ticked('featured.categoryIds')).toEqual(['c2']);
  });
});
