import type { ReactNode } from 'react';
import { LeafMark } from '~/components/layout/logo';

/** 'No products found' (SPEC §2), with a way forward. */
export function EmptyState({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="flex flex-col items-center rounded-3xl border border-dashed border-brand-200 bg-white/70 px-6 py-16 text-center">
      <LeafMark className="h-12 w-12 opacity-80" />
      <p className="mt-4 font-display text-2xl font-semibold text-brand-900">{title}</p>
      {children && <div className="mt-2 max-w-md text-stone-700">{children}</div>}
    </div>
  );
}
