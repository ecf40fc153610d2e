/** The cells of an admin table. */
export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600';
export const td = 'px-3 py-2.5 align-top text-sm text-stone-800';
