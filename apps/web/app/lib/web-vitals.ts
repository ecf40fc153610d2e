import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';

/** What starting needs from the browser; tests hand in their own. */
export interface VitalsStartDeps {
  /** A number in [0, 1): below the sample rate, this page view reports. */
  random: () => number;
  /** Runs `task` once the browser has nothing more urgent to do. */
  whenIdle: (task: () => void) => void;
  /** The reporter and web-vitals, a chunk of their own, fetched only for a page view that reports. */
  load: () => Promise<{ reportVitals: (routeId: string) => unknown }>;
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

const browserDeps: VitalsStartDeps = {
  random: Math.random,
  whenIdle,
  load: () => import('./web-vitals.report'),
};

/**
 * Decides once per page view whether it reports its Core Web Vitals (docs/ARCHITECTURE.md, Field data);
 * if it does, fetches the reporter once the browser is idle after hydration. This part is in every
 * page's first download, so it stays this small. Answers whether this page view reports.
 */
export function startVitals(
  page: { routeId: string; sampleRate: number },
  given: Partial<VitalsStartDeps> = {},
): boolean {
  const deps = { ...browserDeps, ...given };
  if (!(deps.random() < page.sampleRate)) return false;
  deps.whenIdle(() => {
    // A chunk that fails to load only costs this page view's figures.
    deps.load().then(
      (reporter) => reporter.reportVitals(page.routeId),
      () => {},
    );
  });
  return true;
}

/** Starts field data for the page the shopper landed on, once hydrated (root's Layout). */
export function useWebVitals(sampleRate: number | undefined): void {
  const matches = useMatches();
  const landing = useRef({ routeId: matches.at(-1)?.id, sampleRate });
  useEffect(() => {
    const { routeId, sampleRate: rate } = landing.current;
    if (routeId && rate) startVitals({ routeId, sampleRate: rate });
  }, []);
}
