import {
  indiaDay,
  indiaInstant,
  indiaMinuteOfDay,
  type StorefrontContentInput,
  toIndiaIso,
} from '@shop/shared';
import { typedList } from '~/lib/form-result';

/** The owner's editor holds the document as the form's fields show it: numbers and times as typed. */
export interface EditedTestimonial {
  quote: string;
  name: string;
  place: string;
  rating: string;
}
export type EditedStorefront = Omit<
  StorefrontContentInput,
  'testimonials' | 'countdownEndsAt' | 'marquee'
> & {
  testimonials: EditedTestimonial[];
  /** `YYYY-MM-DDTHH:mm` in India time (a datetime-local field), '' for none. */
  countdownEndsAt: string;
  /** One text per line. */
  marquee: string;
};

/** An instant as a datetime-local field shows it, in India time. */
export function toIndiaLocal(iso: string | null): string {
  if (!iso) return '';
  const instant = new Date(iso);
  const minutes = indiaMinuteOfDay(instant);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${indiaDay(instant)}T${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** A datetime-local value read as India time, as the API takes it; what is not one is left for the schema to refuse. */
export function fromIndiaLocal(local: string): string | null {
  const trimmed = local.trim();
  if (!trimmed) return null;
  const match = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/.exec(trimmed);
  if (!match) return trimmed;
  return toIndiaIso(indiaInstant(match[1]!, Number(match[2]) * 60 + Number(match[3])));
}

export function toEdited(content: StorefrontContentInput): EditedStorefront {
  return {
    ...content,
    marquee: content.marquee.join('\n'),
    testimonials: content.testimonials.map((item) => ({ ...item, rating: String(item.rating) })),
    countdownEndsAt: toIndiaLocal(content.countdownEndsAt),
  };
}

/** What the editor holds, as the API takes it (the schema then checks every field). */
export function fromEdited(edited: EditedStorefront): StorefrontContentInput {
  return {
    ...edited,
    slides: edited.slides.map((slide) => ({
      ...slide,
      startsOn: slide.startsOn || null,
      endsOn: slide.endsOn || null,
    })),
    marquee: edited.marquee
      .split('\n')
      .map((line) => line.trim())
      .filter(Boolean),
    testimonials: edited.testimonials.map((item) => ({
      ...item,
      rating: /^\d+$/.test(item.rating.trim()) ? Number(item.rating) : Number.NaN,
    })),
    countdownEndsAt: fromIndiaLocal(edited.countdownEndsAt),
  };
}

/** Indexed fields (`slides.0.headline`) of a form, as lists of objects. */
function rows(
  typed: Record<string, string>,
  list: string,
  fields: readonly string[],
): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  for (const [name, value] of Object.entries(typed)) {
    const match = new RegExp(`^${list}\\.(\\d+)\\.(\\w+)$`).exec(name);
    if (!match || !fields.includes(match[2]!)) continue;
    const index = Number(match[1]);
    found[index] = { ...found[index], [match[2]!]: value };
  }
  return found.filter(Boolean);
}

/**
 * The posted editor (it works without JavaScript: every field is a named input), from its values as
 * typedValues reads them: the action saves it, and a refusal rendered in place starts the editor from it.
 */
export function editedFromForm(typed: Record<string, string>): EditedStorefront {
  const slideFields = [
    'image',
    'eyebrow',
    'headline',
    'text',
    'link',
    'theme',
    'startsOn',
    'endsOn',
  ] as const;
  return {
    slides: rows(typed, 'slides', slideFields).map((row) => ({
      image: row.image ?? '',
      eyebrow: row.eyebrow ?? '',
      headline: row.headline ?? '',
      text: row.text ?? '',
      link: row.link ?? '',
      theme: (row.theme ?? '') as EditedStorefront['slides'][number]['theme'],
      startsOn: row.startsOn ?? '',
      endsOn: row.endsOn ?? '',
    })),
    marquee: typed.marquee ?? '',
    testimonials: rows(typed, 'testimonials', ['quote', 'name', 'place', 'rating']).map((row) => ({
      quote: row.quote ?? '',
      name: row.name ?? '',
      place: row.place ?? '',
      rating: row.rating ?? '',
    })),
    featured: {
      productIds: typedList(typed, 'featured.productIds'),
      categoryIds: typedList(typed, 'featured.categoryIds'),
    },
    countdownEndsAt: typed.countdownEndsAt ?? '',
    landing: { productId: typed['landing.productId'] ?? '', code: typed['landing.code'] ?? '' },
  };
}

/** The field an error belongs to: the marquee's lines share one text area, the featured lists their groups. */
export function storefrontFieldName(path: string): string {
  if (path.startsWith('marquee')) return 'marquee';
  const featured = /^featured\.(productIds|categoryIds)/.exec(path);
  return featured ? `featured.${featured[1]}` : path;
}
