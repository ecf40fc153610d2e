import { type BestSellerData, formatCountdown } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '~/components/product/product-image';
import { LeafSprig } from '~/components/ui/leaf-sprig';
import { Price } from '~/components/ui/price';

const secondsUntil = (endsAt: string) => Math.max(0, Math.round((Date.parse(endsAt) - Date.now()) / 1000));

/**
 * Counts down to the owner's end of the offer (docs/PRODUCT.md §2.21, Storefront content): the same end for
 * every visitor and every load, never a timer that starts again. The server renders the seconds left
 * when the page was made (`left`, so hydration matches); the browser ticks against the clock, and once
 * the end has passed the countdown goes.
 */
function Countdown({ endsAt, left: initial }: { endsAt: string; left: number }) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    // Measured against the clock, so a throttled background tab does not fall behind.
    const tick = () => {
      const next = secondsUntil(endsAt);
      setLeft(next);
      if (next === 0) window.clearInterval(timer);
    };
    const timer = window.setInterval(tick, 1000);
    tick();
    return () => window.clearInterval(timer);
  }, [endsAt]);
  if (left === 0) return null;
  return (
    <p className="mt-6 flex flex-wrap items-center gap-3">
      <span className="text-sm font-semibold uppercase tracking-wide text-brand-50">Offer ends in</span>
      <span
        role="timer"
        className="rounded-xl bg-white/10 px-4 py-2 font-mono text-3xl font-bold tabular-nums tracking-wider text-saffron-400 ring-1 ring-white/20"
      >
        {formatCountdown(left)}
      </span>
    </p>
  );
}

/** The first best-selling product with its first 30 words, and the owner's offer countdown if one runs. */
export function BestSeller({
  product,
  countdown,
}: {
  product: BestSellerData;
  countdown: { endsAt: string; left: number } | null;
}) {
  const href = `/ProductDetailsById/${product._id}`;
  return (
    <section
      aria-labelledby="best-seller-heading"
      className="relative overflow-hidden rounded-3xl bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white shadow-sm"
    >
      <LeafSprig className="absolute -right-10 -bottom-12 size-72 text-white/5" />
      <div className="relative grid items-center gap-8 p-6 sm:p-10 md:grid-cols-2 lg:gap-14 lg:p-14">
        <div className="mx-auto w-full max-w-64 overflow-hidden sm:max-w-md rounded-2xl bg-white shadow-lg ring-4 ring-white/10">
          <ProductImage image={product.image} alt={product.name} sizes="(min-width: 768px) 40vw, 90vw" />
        </div>
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron-400">
            Best seller spotlight
          </p>
          <h2 id="best-seller-heading" className="mt-3 font-display text-3xl leading-tight sm:text-4xl">
            {product.name}
          </h2>
          <p className="mt-1 text-sm text-brand-100">by {product.brand}</p>
          <p className="mt-4 leading-relaxed text-brand-50">{product.excerpt}</p>
          <div className="mt-5 w-fit rounded-xl bg-white px-4 py-3">
            <Price
              price={product.price}
              discountPrice={product.discountPrice}
              percentOff={product.percentOff}
              size="lg"
            />
          </div>
          {countdown && <Countdown endsAt={countdown.endsAt} left={countdown.left} />}
          <Link
            to={href}
            prefetch="intent"
            className="mt-7 inline-flex items-center gap-2 rounded-full bg-saffron-400 px-7 py-3 font-semibold text-stone-900 transition hover:bg-saffron-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
          >
            Shop Now<span className="sr-only">: {product.name}</span> <span aria-hidden="true">→</span>
          </Link>
        </div>
      </div>
    </section>
  );
}
