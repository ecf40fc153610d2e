import { limits, type ShippingPromise, type StorefrontSlide } from '@shop/shared';
import { Suspense } from 'react';
import { Link } from 'react-router';
import { policy } from '~/features/info';
import { later } from '~/lib/later';
import * as bannerArt from './banner-art';
import { RotationControls } from './rotation-controls';
import { useRotation } from './use-rotation';

interface Slide {
  eyebrow: string;
  title: string;
  text: string;
  link: string;
  /** A drawing's name or an uploaded picture's address. */
  image: string;
  tone: 'dark' | 'light';
  background: string;
}

/** The owner's colour schemes (docs/PRODUCT.md §2.21, Storefront content). */
const themes: Record<StorefrontSlide['theme'], Pick<Slide, 'tone' | 'background'>> = {
  forest: { tone: 'dark', background: 'bg-linear-to-br from-brand-900 via-brand-800 to-brand-600' },
  sunrise: { tone: 'light', background: 'bg-linear-to-br from-amber-100 via-orange-50 to-cream' },
  teal: { tone: 'dark', background: 'bg-linear-to-br from-emerald-950 via-teal-900 to-teal-700' },
};

/**
 * The drawings' code is not among the first screen's scripts (docs/ARCHITECTURE.md, First screen; the
 * home page's 120 KB budget): the server draws them into the page, and the browser fetches their chunk
 * with import() when hydration reaches them, keeping the server's drawing meanwhile (a Suspense
 * boundary). `import.meta.env.SSR` is a constant in each build, so the browser's bundle loses the
 * static import (as routes/home.tsx does for the lower sections).
 */
const SlideArt = import.meta.env.SSR ? bannerArt.SlideArt : later(() => import('./banner-art'), 'SlideArt');

/** The owner's slides (those live today), then the delivery one: what the shipping rules allow. */
const slidesFor = (owners: StorefrontSlide[], shipping: ShippingPromise): Slide[] => [
  ...owners.map((slide) => ({
    eyebrow: slide.eyebrow,
    title: slide.headline,
    text: slide.text,
    link: slide.link,
    image: slide.image,
    ...themes[slide.theme],
  })),
  {
    eyebrow: shipping.long,
    title: `Delivered in ${policy.delivery}`,
    text: `Orders are processed ${policy.processing}. ${shipping.cod ? 'Pay online or choose Cash on Delivery.' : 'Pay online by UPI, card, netbanking or wallet.'}`,
    link: '/shop/all',
    image: 'art:parcel',
    ...themes.teal,
  },
];

const toneText = {
  dark: { eyebrow: 'text-saffron-400', title: 'text-white', text: 'text-brand-50' },
  light: { eyebrow: 'text-amber-800', title: 'text-brand-900', text: 'text-stone-700' },
} as const;

/**
 * The offers rotating every 5 s; every slide is rendered, so the first one is complete without
 * JavaScript. The admin's preview renders it with the values being edited.
 */
export function PromoBanner({
  slides: owners,
  shipping,
}: {
  slides: StorefrontSlide[];
  shipping: ShippingPromise;
}) {
  const slides = slidesFor(owners, shipping);
  const rotation = useRotation(slides.length, limits.bannerSeconds, 'slide');
  const active = slides[rotation.index] ?? slides[0]!;
  return (
    <section
      aria-roledescription="carousel"
      aria-label="Offers"
      className="relative overflow-hidden rounded-3xl shadow-sm"
      {...rotation.holdProps}
    >
      <div className="grid" aria-live={rotation.rotating ? 'off' : 'polite'}>
        {slides.map((slide, index) => {
          const current = index === rotation.index;
          const text = toneText[slide.tone];
          return (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern names each slide a group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: two slides may share a headline; their place tells them apart
              key={index}
              role="group"
              aria-roledescription="slide"
              aria-label={`${index + 1} of ${slides.length}`}
              inert={!current}
              className={`[grid-area:1/1] transition-[opacity,visibility] duration-700 motion-reduce:transition-none ${slide.background} ${current ? 'visible opacity-100' : 'invisible opacity-0'}`}
            >
              <div className="grid items-center gap-6 px-6 pt-10 pb-24 sm:grid-cols-[1.15fr_1fr] sm:px-12 sm:pt-14 lg:px-16">
                <div>
                  {slide.eyebrow && (
                    <p className={`text-sm font-semibold uppercase tracking-[0.2em] ${text.eyebrow}`}>
                      {slide.eyebrow}
                    </p>
                  )}
                  <h2 className={`mt-3 font-display text-4xl leading-tight sm:text-5xl ${text.title}`}>
                    {slide.title}
                  </h2>
                  {slide.text && (
                    <p className={`mt-4 max-w-md text-lg leading-relaxed ${text.text}`}>{slide.text}</p>
                  )}
                  <Link
                    to={slide.link}
                    prefetch="intent"
                    className="mt-7 inline-flex items-center gap-2 rounded-full bg-saffron-400 px-7 py-3 font-semibold text-stone-900 shadow-sm transition hover:bg-saffron-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-current"
                  >
                    Shop Now <span aria-hidden="true">→</span>
                  </Link>
                </div>
                <div className="hidden justify-center sm:flex">
                  <Suspense fallback={null}>
                    <SlideArt image={slide.image} />
                  </Suspense>
                </div>
              </div>
            </div>
          );
        })}
      </div>
      <div className="absolute bottom-5 left-6 sm:left-12 lg:left-16">
        <RotationControls
          count={slides.length}
          index={rotation.index}
          go={rotation.go}
          linkTo={rotation.linkTo}
          playing={rotation.playing}
          togglePlaying={rotation.togglePlaying}
          noun="slide"
          tone={active.tone}
        />
      </div>
    </section>
  );
}
