import type { Combo } from '@shop/shared';
import { formatPrice } from '@shop/shared';
import { Fragment } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '~/components/product/product-image';
import { Price } from '~/components/ui/price';
import { SectionTitle } from '~/components/ui/section-title';
import { ScrollRow } from './scroll-row';

const comboItem =
  'w-[calc((100%-1rem)/1.15)] shrink-0 snap-start sm:w-[calc((100%-1.5rem)/2)] lg:w-[calc((100%-3rem)/3)]';

function ComboCard({ combo }: { combo: Combo }) {
  return (
    <article className="flex h-full flex-col rounded-2xl border border-stone-200 bg-white p-5 shadow-sm">
      <p className="text-xs font-semibold uppercase tracking-wide text-amber-800">
        {combo.items.length === 2 ? 'Pair' : 'Trio'} · {combo.items.length} products
      </p>
      <h3 className="mt-1 font-display text-xl text-stone-900">{combo.title}</h3>
      <div className="mt-4 flex items-center justify-center gap-2 rounded-xl bg-stone-50 p-3">
        {combo.items.map((item, index) => (
          <Fragment key={item._id}>
            {index > 0 && (
              <span
                className="grid size-7 shrink-0 place-items-center rounded-full bg-saffron-400 font-bold text-stone-900"
                aria-hidden="true"
              >
                +
              </span>
            )}
            <Link
              to={`/ProductDetailsById/${item._id}`}
              tabIndex={-1}
              aria-hidden="true"
              className="block aspect-square w-24 min-w-0 shrink overflow-hidden rounded-xl bg-white shadow-sm ring-1 ring-stone-200"
            >
              <ProductImage image={item.image} alt="" sizes="(min-width: 1024px) 10vw, 30vw" />
            </Link>
          </Fragment>
        ))}
      </div>
      <ul className="mt-4 mb-4 space-y-1.5 text-sm">
        {combo.items.map((item) => (
          <li key={item._id} className="flex justify-between gap-3">
            <Link
              to={`/ProductDetailsById/${item._id}`}
              prefetch="intent"
              className="line-clamp-1 text-stone-800 hover:text-brand-700 hover:underline"
            >
              {item.name}
            </Link>
            <span className="shrink-0 text-stone-600">{formatPrice(item.discountPrice)}</span>
          </li>
        ))}
      </ul>
      <div className="mt-auto border-t border-dashed border-stone-200 pt-4">
        <p className="text-xs font-semibold uppercase tracking-wide text-stone-600">Together</p>
        <Price price={combo.price} discountPrice={combo.discountPrice} percentOff={combo.percentOff} />
      </div>
    </article>
  );
}

/** 'Frequently Bought Together': combos built from the catalogue, in a scroll-snap row. */
export function ComboCarousel({ combos, failed }: { combos: Combo[]; failed: boolean }) {
  return (
    <section aria-labelledby="combos-heading">
      <ScrollRow
        label="combos"
        empty={
          combos.length === 0 &&
          (failed ? 'Failed to fetch recommended products.' : 'No combo products available at the moment.')
        }
        header={
          <SectionTitle id="combos-heading" eyebrow="Better together">
            Frequently Bought Together
          </SectionTitle>
        }
      >
        {combos.map((combo) => (
          <li key={combo.id} className={comboItem}>
            <ComboCard combo={combo} />
          </li>
        ))}
      </ScrollRow>
    </section>
  );
}
