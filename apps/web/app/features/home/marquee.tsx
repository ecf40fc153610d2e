import { limits, type ShippingPromise } from '@shop/shared';
import { useShippingPromise } from '~/lib/site-data';

/**
 * The owner's texts with the shipping promises after the first two: those follow the shipping rules
 * (docs/PRODUCT.md §2.21, Storefront content), so they never promise what the rules no longer allow.
 */
const promisesFor = (texts: string[], shipping: ShippingPromise) => [
  ...texts.slice(0, 2),
  shipping.long,
  ...(shipping.cod ? ['Cash on Delivery available'] : []),
  ...texts.slice(2),
];

// The keyframes live with the component; React hoists this <style> into <head> once.
const css = `@keyframes home-marquee{to{transform:translateX(-50%)}}
.home-marquee{animation:home-marquee ${limits.marqueeSeconds}s linear infinite}
.home-marquee-wrap:hover .home-marquee{animation-play-state:paused}
@media (prefers-reduced-motion:reduce){.home-marquee{animation:none;width:auto}
.home-marquee>ul{flex-shrink:1;flex-wrap:wrap;justify-content:center;row-gap:.5rem;padding-inline:1rem}.home-marquee>ul+ul{display:none}}`;

function Items({ promises, hidden = false }: { promises: string[]; hidden?: boolean }) {
  return (
    <ul className="flex shrink-0 items-center" aria-hidden={hidden || undefined}>
      {promises.map((text, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: the owner may write the same text twice
        <li key={index} className="flex items-center gap-6 pr-6 whitespace-nowrap">
          <span>{text}</span>
          <span className="text-saffron-400" aria-hidden="true">
            ✦
          </span>
        </li>
      ))}
    </ul>
  );
}

/** The shop's promises scrolling in an 18 s loop (two copies, moved by half their width); still for reduced motion. */
export function Marquee({ texts }: { texts: string[] }) {
  const promises = promisesFor(texts, useShippingPromise());
  return (
    <section
      aria-label="Our promises"
      className="home-marquee-wrap overflow-hidden bg-brand-800 py-4 text-white"
    >
      <style href="home-marquee" precedence="default">
        {css}
      </style>
      <div className="home-marquee flex w-max text-base font-semibold tracking-wide sm:text-lg">
        <Items promises={promises} />
        <Items promises={promises} hidden />
      </div>
    </section>
  );
}
