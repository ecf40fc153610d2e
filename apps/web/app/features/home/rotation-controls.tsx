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

/** Previous, one dot per item, next, and pause/play for an auto-advancing carousel. */
export function RotationControls({
  count,
  index,
  go,
  playing,
  togglePlaying,
  noun,
  tone = 'light',
}: {
  count: number;
  index: number;
  go: (to: number) => void;
  playing: boolean;
  togglePlaying: () => void;
  noun: string;
  tone?: keyof typeof tones;
}) {
  const style = tones[tone];
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
      <button type="button" className={round} onClick={() => go(index - 1)} aria-label={`Previous ${noun}`}>
        <ChevronLeftIcon className="size-5" />
      </button>
      <ul className="flex items-center">
        {Array.from({ length: count }, (_, dot) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the dots are positions, not items
          <li key={dot}>
            <button
              type="button"
              onClick={() => go(dot)}
              aria-label={`Show ${noun} ${dot + 1} of ${count}`}
              aria-current={dot === index ? 'true' : undefined}
              className="grid size-8 place-items-center rounded-full focus-visible:outline-2 focus-visible:outline-current"
            >
              <span
                className={`block h-2.5 rounded-full transition-all ${dot === index ? `w-6 ${style.active}` : `w-2.5 ${style.dot}`}`}
              />
            </button>
          </li>
        ))}
      </ul>
      <button type="button" className={round} onClick={() => go(index + 1)} aria-label={`Next ${noun}`}>
        <ChevronRightIcon className="size-5" />
      </button>
    </div>
  );
}
