import { type ReactNode, useCallback, useEffect, useId, useRef, useState } from 'react';
import { ChevronLeftIcon, ChevronRightIcon } from '~/components/ui/icons';

/**
 * A horizontal scroll-snap row with previous/next buttons: the browser does the scrolling and
 * snapping (swipe, trackpad, keyboard focus), the buttons page by one visible width.
 */
export function ScrollRow({
  label,
  resetKey,
  children,
  header,
  toolbar,
  empty,
}: {
  /** Names the row for the buttons: 'featured products' → 'Next featured products'. */
  label: string;
  /** When it changes (e.g. a filter tab), the row returns to its start. */
  resetKey?: string;
  header: ReactNode;
  /** Shown between the header and the row (filter tabs). */
  toolbar?: ReactNode;
  children: ReactNode;
  /** Shown instead of the row and its buttons when there is nothing to scroll through. */
  empty?: ReactNode;
}) {
  const listId = useId();
  const ref = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ atStart: true, atEnd: false });

  const measure = useCallback(() => {
    const list = ref.current;
    if (!list) return;
    setEdges({
      atStart: list.scrollLeft <= 4,
      atEnd: list.scrollLeft + list.clientWidth >= list.scrollWidth - 4,
    });
  }, []);

  // biome-ignore lint/correctness/useExhaustiveDependencies: resetKey is the trigger, not an input
  useEffect(() => {
    ref.current?.scrollTo({ left: 0, behavior: 'instant' });
    measure();
  }, [resetKey, measure]);

  useEffect(() => {
    window.addEventListener('resize', measure);
    return () => window.removeEventListener('resize', measure);
  }, [measure]);

  const page = (direction: 1 | -1) => {
    const list = ref.current;
    if (list) list.scrollBy({ left: direction * list.clientWidth * 0.9 });
  };

  const button =
    'grid size-11 place-items-center rounded-full border border-brand-200 bg-white text-brand-800 shadow-sm transition hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-default disabled:opacity-40 disabled:hover:bg-white';

  if (empty) {
    return (
      <>
        {header}
        {toolbar}
        <p className="mt-8 rounded-2xl border border-dashed border-stone-300 bg-white/70 p-8 text-center text-stone-600">
          {empty}
        </p>
      </>
    );
  }

  return (
    <>
      <div className="flex flex-wrap items-end justify-between gap-4">
        {header}
        <div className="hidden gap-2 sm:flex">
          <button
            type="button"
            className={button}
            onClick={() => page(-1)}
            disabled={edges.atStart}
            aria-controls={listId}
            aria-label={`Previous ${label}`}
          >
            <ChevronLeftIcon className="size-5" />
          </button>
          <button
            type="button"
            className={button}
            onClick={() => page(1)}
            disabled={edges.atEnd}
            aria-controls={listId}
            aria-label={`Next ${label}`}
          >
            <ChevronRightIcon className="size-5" />
          </button>
        </div>
      </div>
      {toolbar}
      <ul
        id={listId}
        ref={ref}
        onScroll={measure}
        className="relative -mx-4 mt-8 flex snap-x snap-mandatory scroll-px-4 gap-4 overflow-x-auto px-4 pt-1 pb-4 [scrollbar-width:none] motion-safe:scroll-smooth sm:gap-6 [&::-webkit-scrollbar]:hidden"
      >
        {children}
      </ul>
    </>
  );
}

/** Width of one item: one and a peek of the next on phones, three on tablets, four on desktops. */
export const rowItem =
  'w-[calc((100%-1rem)/1.6)] shrink-0 snap-start sm:w-[calc((100%-3rem)/3)] lg:w-[calc((100%-4.5rem)/4)]';
