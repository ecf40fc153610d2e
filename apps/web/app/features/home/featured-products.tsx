import { type FeaturedCardData, messages } from '@shop/shared';
import { Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { pressWithSpace } from '~/components/layout/press-with-space';
import { SectionTitle } from '~/components/ui/section-title';
import { later } from '~/lib/later';
import * as belowTheFold from './below-the-fold';
import { ScrollRow } from './scroll-row';

// The row sits under the promo banner, below the first screen: its tabs and buttons hydrate with the
// page, its cards (pictures, prices, add-to-cart forms) come with the lower sections' chunk, as in
// routes/home.tsx (docs/ARCHITECTURE.md, First screen). A tab chosen before that chunk is in shows its
// cards once it is.
const FeaturedCards = import.meta.env.SSR
  ? belowTheFold.FeaturedCards
  : later(() => import('./below-the-fold'), 'FeaturedCards');

const all = 'all';

/**
 * Featured products in a scroll-snap row, filtered by the categories that have featured products; the
 * tabs work without JavaScript (docs/ARCHITECTURE.md, First screen).
 */
export function FeaturedProducts({
  products,
  categories,
  failed,
}: {
  products: FeaturedCardData[];
  categories: { _id: string; name: string }[];
  failed: boolean;
}) {
  const tabs = [{ _id: all, name: 'All' }, ...categories];
  // A tab is a link to `?featured=<id>` (the server renders that tab), so it works before JavaScript;
  // once hydrated a tap switches the tab in place.
  const [search] = useSearchParams();
  const asked = search.get('featured');
  const [active, setActive] = useState(tabs.some((tab) => tab._id === asked) ? asked! : all);
  const shown = active === all ? products : products.filter((p) => p.categoryIds.includes(active));

  return (
    <section aria-labelledby="featured-heading">
      <ScrollRow
        label="featured products"
        resetKey={active}
        empty={shown.length === 0 && (failed ? messages.productsFailed : messages.noProducts)}
        header={
          <SectionTitle id="featured-heading" eyebrow="Handpicked for you">
            Featured Products
          </SectionTitle>
        }
        toolbar={
          tabs.length > 1 && (
            <fieldset className="relative -mx-4 mt-6 flex min-w-0 gap-2 overflow-x-auto px-4 pb-1 sm:mx-0 sm:flex-wrap sm:px-0">
              <legend className="sr-only">Show featured products from</legend>
              {tabs.map((tab) => (
                // biome-ignore lint/a11y/useSemanticElements: a link to the tab's page before JavaScript runs
                <a
                  key={tab._id}
                  href={`?featured=${encodeURIComponent(tab._id)}#featured-heading`}
                  role="button"
                  aria-pressed={active === tab._id}
                  onKeyDown={pressWithSpace}
                  onClick={(event) => {
                    event.preventDefault();
                    setActive(tab._id);
                  }}
                  className={`shrink-0 whitespace-nowrap rounded-full border px-4 py-2 text-sm font-semibold transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                    active === tab._id
                      ? 'border-brand-700 bg-brand-700 text-white'
                      : 'border-stone-300 bg-white text-stone-700 hover:border-brand-400 hover:text-brand-800'
                  }`}
                >
                  {tab.name}
                </a>
              ))}
            </fieldset>
          )
        }
      >
        {/* No eager pictures: the promo banner fills the first screen of a phone and of a 1280 × 900
            desktop, and pictures fetched at high priority beside it only delay the page's first paint. */}
        <Suspense fallback={null}>
          <FeaturedCards products={shown} />
        </Suspense>
      </ScrollRow>
    </section>
  );
}
