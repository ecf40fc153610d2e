/** A date and time in India, as the owner reads it. */
export function dateTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    timeZone: 'Asia/Kolkata',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** The cells of an admin table. */
export const th = 'px-3 py-2 text-left text-xs font-semibold uppercase tracking-wide text-stone-600';
export const td = 'px-3 py-2.5 align-top text-sm text-stone-800';
