import type { Bundle } from '@shop/shared';
import { SectionTitle } from '~/components/ui/section-title';
import { BundleCard } from '~/features/bundles';
import { ScrollRow } from './scroll-row';

const bundleItem =
  'w-[calc((100%-1rem)/1.15)] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';

/**
 * 'Frequently Bought Together': the bundles the owner sells (docs/PRODUCT.md, Bundles), in a scroll-snap
 * row, each with its Add to Cart. No bundles, no section.
 */
export function BundlesRow({ bundles }: { bundles: Bundle[] }) {
  if (bundles.length === 0) return null;
  return (
    <section aria-labelledby="bundles-heading">
      <ScrollRow
        label="bundles"
        header={
          <SectionTitle id="bundles-heading" eyebrow="Better together">
            Frequently Bought Together
          </SectionTitle>
        }
      >
        {bundles.map((bundle) => (
          <li key={bundle._id} className={bundleItem}>
            <BundleCard bundle={bundle} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
