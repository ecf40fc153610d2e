import { indiaDay } from './india-time.ts';

/** A slide's days, `YYYY-MM-DD` in India, both included; null leaves that side open. */
interface Dated {
  startsOn: string | null;
  endsOn: string | null;
}

/** Whether a slide shows on the India day of `now` (docs/PRODUCT.md §2.21, Storefront content). */
export function isSlideLive(slide: Dated, now: Date): boolean {
  const today = indiaDay(now);
  return (!slide.startsOn || slide.startsOn <= today) && (!slide.endsOn || today <= slide.endsOn);
}

/** The countdown's end if it is still ahead of `now`, else null: an offer that is over shows no timer. */
export function liveCountdown(endsAt: string | null, now: Date): string | null {
  return endsAt !== null && Date.parse(endsAt) > now.getTime() ? endsAt : null;
}
