import type { ReactNode } from 'react';
import { Container } from '~/components/layout/container';
import { Icon, type IconName } from './icons';

/** A decorative sprig of leaves, drawn inline; colour follows `currentColor`. */
export function LeafSprig({ className = '' }: { className?: string }) {
  return (
    <svg viewBox="0 0 200 200" className={className} aria-hidden="true" focusable="false">
      <g fill="currentColor">
        <path d="M100 190C98 140 100 90 120 20l4 1c-19 70-21 118-20 169z" />
        <path d="M112 60c-30-2-52-20-58-48 30 0 52 18 58 48z" />
        <path d="M118 58c10-28 36-44 64-40-8 28-34 44-64 40z" />
        <path d="M106 110c-32 0-58-20-66-50 32 0 58 20 66 50z" />
        <path d="M110 112c12-30 40-48 70-44-10 30-38 48-70 44z" />
        <path d="M103 158c-28 2-52-14-62-40 28-2 52 14 62 40z" />
      </g>
    </svg>
  );
}

/** The green banner every info page opens with. */
export function InfoHero({
  eyebrow,
  title,
  icon,
  children,
}: {
  eyebrow: string;
  title: string;
  /** Shown large in a saffron emblem beside the title on wide screens. */
  icon?: IconName;
  children?: ReactNode;
}) {
  return (
    <div className="relative overflow-hidden bg-linear-to-br from-brand-900 via-brand-800 to-brand-700 text-white">
      <LeafSprig
        className={`absolute -right-8 -bottom-10 size-64 text-white/10 sm:size-80 ${icon ? 'lg:hidden' : ''}`}
      />
      <LeafSprig className="absolute -left-16 -top-20 size-56 rotate-180 text-saffron-400/10" />
      <Container className="relative flex items-center justify-between gap-12 py-14 sm:py-20">
        <div>
          <p className="text-sm font-semibold uppercase tracking-[0.2em] text-saffron-400">{eyebrow}</p>
          <h1 className="mt-3 max-w-3xl font-display text-4xl leading-tight sm:text-5xl">{title}</h1>
          {children && <div className="mt-5 max-w-2xl text-lg leading-relaxed text-brand-50">{children}</div>}
        </div>
        {icon && (
          <div className="hidden shrink-0 lg:block" aria-hidden="true">
            <div className="grid size-64 place-items-center rounded-full bg-white/5 ring-1 ring-white/15">
              <div className="grid size-44 place-items-center rounded-full bg-saffron-400/15 ring-1 ring-saffron-400/30">
                <div className="grid size-28 place-items-center rounded-full bg-saffron-400 text-brand-900 shadow-xl">
                  <Icon name={icon} className="size-14" />
                </div>
              </div>
            </div>
          </div>
        )}
      </Container>
    </div>
  );
}

/** A section heading with a small saffron rule above it. */
export function SectionTitle({
  id,
  eyebrow,
  children,
  center = false,
}: {
  id?: string;
  eyebrow?: string;
  children: ReactNode;
  center?: boolean;
}) {
  return (
    <div className={center ? 'mx-auto max-w-2xl text-center' : 'max-w-2xl'}>
      {eyebrow && (
        <p className="text-sm font-semibold uppercase tracking-[0.2em] text-amber-800">{eyebrow}</p>
      )}
      <h2 id={id} className="mt-2 font-display text-3xl text-brand-900 sm:text-4xl">
        {children}
      </h2>
      <span
        className={`mt-4 block h-1 w-16 rounded-full bg-saffron-400 ${center ? 'mx-auto' : ''}`}
        aria-hidden="true"
      />
    </div>
  );
}
