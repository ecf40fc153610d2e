import type { ReactNode } from 'react';

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
