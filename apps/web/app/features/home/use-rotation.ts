import { type FocusEvent, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';

/**
 * The index of an auto-advancing carousel (promo banner, testimonials). It moves every `seconds`,
 * holds while the pointer or focus is inside, stops when the visitor presses pause, and does not
 * start by itself for visitors who prefer reduced motion. It starts at the page address's
 * `?<param>=<n>` (1-based): the controls are links to such addresses, so they work before JavaScript
 * (`linkTo`), and once hydrated a tap moves in place.
 */
export function useRotation(count: number, seconds: number, param: string, anchor = '') {
  const [search] = useSearchParams();
  const asked = Number(search.get(param));
  const [index, setIndex] = useState(Number.isInteger(asked) && asked >= 1 && asked <= count ? asked - 1 : 0);
  const [held, setHeld] = useState(false);
  const [reducedMotion, setReducedMotion] = useState(false);
  // null: follow the motion preference; true/false: the visitor pressed play or pause.
  const [choice, setChoice] = useState<boolean | null>(null);

  useEffect(() => {
    const query = window.matchMedia('(prefers-reduced-motion: reduce)');
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  const playing = count > 1 && (choice ?? !reducedMotion);
  const rotating = playing && !held;

  // biome-ignore lint/correctness/useExhaustiveDependencies: keyed on index so a manual move restarts the interval
  useEffect(() => {
    if (!rotating) return;
    const timer = window.setTimeout(() => setIndex((current) => (current + 1) % count), seconds * 1000);
    return () => window.clearTimeout(timer);
  }, [rotating, index, count, seconds]);

  return {
    index,
    playing,
    rotating,
    go: (to: number) => setIndex(((to % count) + count) % count),
    /** The address that shows item `to` (wrapping round), for a control's link. */
    linkTo: (to: number) => `?${param}=${(((to % count) + count) % count) + 1}${anchor}`,
    togglePlaying: () => setChoice(!playing),
    /** Spread on the carousel's root element. */
    holdProps: {
      onMouseEnter: () => setHeld(true),
      onMouseLeave: () => setHeld(false),
      onFocus: () => setHeld(true),
      onBlur: (event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setHeld(false);
      },
    },
  };
}
