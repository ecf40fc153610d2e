import { StorefrontContentSchema } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { typedValues, validate } from '~/lib/form-result';
import {
  editedFromForm,
  fromEdited,
  fromIndiaLocal,
  storefrontFieldName,
  toIndiaLocal,
} from './admin-storefront-form';

function form(entries: [string, string][]) {
  const data = new FormData();
  for (const [name, value] of entries) data.append(name, value);
  return data;
}

const posted = typedValues(
  form([
    ['version', '3'],
    ['slides.0.image', 'art:mortar'],
    ['slides.0.eyebrow', ''],
    ['slides.0.headline', 'Diwali week'],
    ['slides.0.text', ''],
    ['slides.0.link', '/shop/all'],
    ['slides.0.theme', 'forest'],
    ['slides.0.startsOn', '2026-11-01'],
    ['slides.0.endsOn', ''],
    ['marquee', '100% Ayurvedic\n\n  Free gifts  \n'],
    ['testimonials.0.quote', 'Lovely.'],
    ['testimonials.0.name', 'Priya'],
    ['testimonials.0.place', 'Pune'],
    ['testimonials.0.rating', '4'],
    ['featured.productIds', 'p1'],
    ['featured.productIds', 'p2'],
    ['countdownEndsAt', '2026-12-01T18:00'],
    ['landing.productId', 'p1'],
    ['landing.code', 'giloy15'],
  ]),
);

describe('the posted storefront editor', () => {
  it('becomes the API’s document: lists from indexed fields, lines, numbers, India time', () => {
    const body = fromEdited(editedFromForm(posted));
    expect(body).toMatchObject({
      slides: [{ headline: 'Diwali week', startsOn: '2026-11-01', endsOn: null }],
      marquee: ['100% Ayurvedic', 'Free gifts'],
      testimonials: [{ name: 'Priya', rating: 4 }],
      featured: { productIds: ['p1', 'p2'], categoryIds: [] },
      countdownEndsAt: '2026-12-01T18:00:00+05:30',
      landing: { productId: 'p1', code: 'giloy15' },
    });
    expect(validate(StorefrontContentSchema, body).ok).toBe(true);
  });

  it('names the field the owner typed in, for a bad marquee line or a bad link', () => {
    const edited = editedFromForm(posted);
    edited.marquee = 'Fine\n<b>bold</b>';
    edited.slides[0]!.link = 'javascript:alert(1)';
    const checked = validate(StorefrontContentSchema, fromEdited(edited), storefrontFieldName);
    expect(checked.ok).toBe(false);
    if (checked.ok) return;
    expect(Object.keys(checked.fieldErrors).sort()).toEqual(['marquee', 'slides.0.link']);
  });
});

describe('India time in the datetime field', () => {
  it('shows an instant as India’s wall clock and reads it back', () => {
    expect(toIndiaLocal('2026-12-01T12:30:00Z')).toBe('2026-12-01T18:00');
    expect(fromIndiaLocal('2026-12-01T18:00')).toBe('2026-12-01T18:00:00+05:30');
    expect(fromIndiaLocal('')).toBeNull();
    expect(toIndiaLocal(null)).toBe('');
  });
});
