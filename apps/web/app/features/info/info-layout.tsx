import type { ReactNode } from 'react';
import { Container } from '~/components/layout/container';
import { LeafSprig } from '~/components/ui/leaf-sprig';
import { Icon, type IconName } from '~/components/ui/named-icon';

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
