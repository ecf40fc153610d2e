import type { ReactNode } from 'react';
import { Container } from './container';

/** The title band at the top of a page: optional eyebrow, the page's one h1 and an intro. */
export function PageHeader({
  eyebrow,
  title,
  children,
}: {
  eyebrow?: string;
  title: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden border-b border-brand-100 bg-gradient-to-br from-brand-50 via-cream to-amber-50/60">
      <svg
        viewBox="0 0 200 200"
        className="pointer-events-none absolute -top-10 -right-10 h-64 w-64 text-brand-200/60"
        aria-hidden="true"
        focusable="false"
      >
        <path d="M30 170C30 80 80 30 180 20c-8 100-58 150-150 150z" fill="currentColor" />
      </svg>
      <Container className="relative py-10 sm:py-14">
        {eyebrow && (
          <p className="text-sm font-semibold uppercase tracking-[0.18em] text-amber-800">{eyebrow}</p>
        )}
        <h1 className="mt-1 font-display text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
        {children && (
          <div className="mt-3 max-w-2xl text-base leading-relaxed text-stone-700">{children}</div>
        )}
      </Container>
    </div>
  );
}
