import type { ReactNode } from 'react';
import { Container } from '~/components/layout/container';
import { LeafMark } from '~/components/layout/logo';
import { CheckIcon } from '~/components/ui/page-icons';

const perks = [
  'Track every order from packing to your door',
  'Faster checkout with your saved details',
  'Cash on Delivery and secure online payments',
];

/** The leafy backdrop and the white card of every sign-in page; `wide` adds the brand panel beside it. */
export function AuthLayout({
  title,
  intro,
  wide = false,
  children,
}: {
  title: string;
  intro?: ReactNode;
  wide?: boolean;
  children: ReactNode;
}) {
  return (
    <main
      id="main"
      className="relative overflow-hidden bg-gradient-to-br from-brand-50 via-cream to-amber-50/60 py-8 sm:py-14"
    >
      <svg
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-16 -right-16 h-72 w-72 text-brand-200/50"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M30 170C30 80 80 30 180 20c-8 100-58 150-150 150z" fill="currentColor" />
      </svg>
      <Container className="relative">
        <div
          className={`mx-auto overflow-hidden rounded-3xl bg-white shadow-xl shadow-brand-900/5 ring-1 ring-stone-200/80 ${wide ? 'grid max-w-5xl lg:grid-cols-[5fr_6fr]' : 'max-w-lg'}`}
        >
          {wide && <BrandPanel />}
          <div className="px-5 py-8 sm:px-10 sm:py-10">
            <h1 className="font-display text-3xl font-bold text-brand-900">{title}</h1>
            {intro && <div className="mt-2 text-base leading-relaxed text-stone-700">{intro}</div>}
            <div className="mt-6">{children}</div>
          </div>
        </div>
      </Container>
    </main>
  );
}

function BrandPanel() {
  return (
    <div className="relative hidden flex-col justify-between overflow-hidden bg-gradient-to-br from-brand-900 via-brand-800 to-brand-700 p-10 text-white lg:flex">
      <svg
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -right-12 -bottom-12 h-72 w-72 text-white/10"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M30 170C30 80 80 30 180 20c-8 100-58 150-150 150z" fill="currentColor" />
      </svg>
      <div className="relative">
        <LeafMark className="h-14 w-14" />
        <p className="mt-8 text-sm font-semibold uppercase tracking-[0.2em] text-saffron-400">
          Your wellness account
        </p>
        <p className="mt-3 font-display text-3xl leading-snug">Ayurveda for every day, delivered.</p>
      </div>
      <ul className="relative mt-10 space-y-4 text-brand-50">
        {perks.map((perk) => (
          <li key={perk} className="flex items-start gap-3">
            <span className="mt-0.5 grid h-6 w-6 shrink-0 place-items-center rounded-full bg-saffron-400 text-brand-900">
              <CheckIcon className="h-4 w-4" />
            </span>
            {perk}
          </li>
        ))}
      </ul>
    </div>
  );
}
