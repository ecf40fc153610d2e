import { formatPrice, messages, type Variant } from '@shop/shared';
import { Link } from 'react-router';

/** The query parameter that keeps the chosen variant in the address (docs/PRODUCT.md, Variants). */
export const variantParam = 'variant';

/**
 * The product's variants as links (`?variant=<id>`), so the choice works without JavaScript
 * (docs/decisions/0025-hydration-when-the-shopper-needs-it.md) and the address can be shared. A sold-out
 * variant is shown, struck and not a link. The options' names head the list ("Size", "Size · Flavour").
 */
export function VariantPicker({ variants, selectedId }: { variants: Variant[]; selectedId: string }) {
  if (variants.length < 2) return null;
  const names = [...new Set(variants.flatMap((variant) => Object.keys(variant.options)))];
  const heading = names.length > 0 ? names.join(' · ') : 'Options';
  return (
    <fieldset>
      <legend className="text-sm font-semibold text-stone-800">{heading}</legend>
      <ul className="mt-2 flex flex-wrap gap-2">
        {variants.map((variant) => {
          const selected = variant._id === selectedId;
          const label = variant.label || variant.sku;
          const chip =
            'flex min-h-11 flex-col justify-center rounded-xl border px-4 py-2 text-left text-sm leading-tight';
          if (!variant.inStock) {
            return (
              <li key={variant._id}>
                <span
                  aria-disabled="true"
                  className={`${chip} cursor-not-allowed border-dashed border-stone-300 bg-stone-50 text-stone-500`}
                >
                  <s className="font-semibold">{label}</s>
                  <span className="text-xs">{messages.outOfStock}</span>
                </span>
              </li>
            );
          }
          return (
            <li key={variant._id}>
              <Link
                to={`?${new URLSearchParams({ [variantParam]: variant._id })}`}
                replace
                preventScrollReset
                aria-current={selected ? 'true' : undefined}
                className={`${chip} transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 ${
                  selected
                    ? 'border-brand-700 bg-brand-50 text-brand-900 ring-1 ring-brand-700'
                    : 'border-stone-300 bg-white text-stone-800 hover:border-brand-600'
                }`}
              >
                <span className="font-semibold">{label}</span>
                <span className="text-xs text-stone-600">{formatPrice(variant.discountPrice)}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </fieldset>
  );
}
