import type { MouseEvent } from 'react';
import { pressWithSpace } from '~/components/layout/press-with-space';
import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '~/components/ui/icons';

const tones = {
  dark: {
    button: 'border-white/40 bg-black/20 text-white hover:bg-black/35 focus-visible:outline-white',
    dot: 'bg-white/50',
    active: 'bg-white',
  },
  light: {
    button: 'border-brand-200 bg-white text-brand-800 hover:bg-brand-50 focus-visible:outline-brand-700',
    dot: 'bg-brand-200',
    active: 'bg-brand-700',
  },
} as const;

/**
 * Previous, one dot per item, next, and pause/play for an auto-advancing carousel. Previous, next and
 * the dots are links to the address that shows their item (`linkTo`), so they work before JavaScript;
 * once hydrated they move in place.
 */
export function RotationControls({
  count,
  index,
  go,
  linkTo,
  playing,
  togglePlaying,
  noun,
  tone = 'light',
}: {
  count: number;
  index: number;
  go: (to: number) => void;
  linkTo: (to: number) => string;
  playing: boolean;
  togglePlaying: () => void;
  noun: string;
  tone?: keyof typeof tones;
}) {
  const style = tones[tone];
  /** A link to item `to` that, once hydrated, shows it without leaving the page. */
  const move = (to: number) => ({
    href: linkTo(to),
    onKeyDown: pressWithSpace,
    onClick: (event: MouseEvent) => {
      event.preventDefault();
      go(to);
    },
  });
  const round = `grid size-10 place-items-center rounded-full border transition focus-visible:outline-2 focus-visible:outline-offset-2 ${style.button}`;
  return (
    <div className="flex items-center gap-2">
      <button
        type="button"
        className={round}
        onClick={togglePlaying}
        aria-label={`${playing ? 'Pause' : 'Play'} ${noun}s`}
      >
        {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
      </button>
      {/* biome-ignore lint/a11y/useSemanticElements: a link to the previous item before JavaScript runs */}
      <a {...move(index - 1)} role="button" className={round} aria-label={`Previous ${noun}`}>
        <ChevronLeftIcon className="size-5" />
      </a>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          <li key={dot}>
            {/* biome-ignore lint/a11y/useSemanticElements: a link to the item before JavaScript runs */}
            <a
              {...move(dot)}
              role="button"
              aria-label={`Show ${noun} ${dot + 1} of ${count}`}
              aria-current={dot === index ? 'true' : undefined}
              className="grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-current"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${dot === index ? `w-6 ${style.active}` : `w-2.5 ${style.dot}`}`}
              />
            </a>
          </li>
        ))}
      </ul>
      {/* biome-ignore lint/a11y/useSemanticElements: a link to the next item before JavaScript runs */}
      <a {...move(index + 1)} role="button" className={round} aria-label={`Next ${noun}`}>
        <ChevronRightIcon className="size-5" />
      </a>
    </div>
  );
}
