import { type VitalsBeacon, vitalsMaxValue, vitalsPageType } from '@shop/shared';
import { useEffect, useRef } from 'react';
import { useMatches } from 'react-router';
import type { MetricType } from 'web-vitals';

/** The API route that counts a beacon (docs/ARCHITECTURE.md, Field data). */
export const VITALS_URL = '/api/metrics/vitals';

type WebVitals = Pick<typeof import('web-vitals'), 'onCLS' | 'onFCP' | 'onINP' | 'onLCP' | 'onTTFB'>;

/** What reporting needs from the browser; tests hand in their own. */
export interface VitalsDeps {
  /** A number in [0, 1): below the sample rate, this page view reports. */
  random: () => number;
  /** Fetches web-vitals, its own chunk, only for a page view that reports. */
  load: () => Promise<WebVitals>;
  /** Sends one beacon's JSON text. */
  send: (body: string) => void;
  /** Runs `task` once the browser has nothing more urgent to do. */
  whenIdle: (task: () => void) => void;
}

/**
 * navigator.sendBeacon survives the page being closed, which is when CLS and INP are final. A string
 * goes as text/plain, a request no browser preflights, which the API reads as JSON. Where there is no
 * beacon, or the browser's queue is full, a keepalive fetch does the same.
 */
function sendBeacon(body: string): void {
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(VITALS_URL, body)) return;
  fetch(VITALS_URL, {
    method: 'POST',
    body,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => {});
}

function whenIdle(task: () => void): void {
  if (typeof requestIdleCallback === 'function') requestIdleCallback(task, { timeout: 5000 });
  else setTimeout(task, 1000);
}

const browserDeps: VitalsDeps = {
  random: Math.random,
  load: () => import('web-vitals'),
  send: sendBeacon,
  whenIdle,
};

/**
 * Decides once per page view whether it reports, and if so, once the browser is idle after hydration,
 * fetches web-vitals and sends each metric as it becomes final. web-vitals reads the browser's buffered
 * performance entries, so loading it late loses nothing of LCP, FCP, TTFB or CLS. Every metric is
 * counted under the kind of page the shopper landed on, as Google's field data does. Nothing but the
 * kind of page and the figures is sent. Answers whether this page view reports.
 */
export function reportVitals(
  page: { routeId: string; sampleRate: number },
  given: Partial<VitalsDeps> = {},
): boolean {
  const deps = { ...browserDeps, ...given };
  const pageType = vitalsPageType(page.routeId);
  if (pageType === null || !(deps.random() < page.sampleRate)) return false;
  const report = (metric: MetricType) => {
    // A tab left in the background for minutes measures nothing about the shop; the API refuses it.
    if (!(metric.value >= 0 && metric.value <= vitalsMaxValue[metric.name])) return;
    const navigationType = metric.navigationType;
    const beacon: VitalsBeacon = {
      pageType,
      metric: metric.name,
      value: metric.value,
      rating: metric.rating,
    };
    if (navigationType) beacon.navigationType = navigationType;
    deps.send(JSON.stringify(beacon));
  };
  deps.whenIdle(() => {
    // A chunk that fails to load only costs this page view's figures.
    deps.load().then(
      (vitals) => {
        vitals.onTTFB(report);
        vitals.onFCP(report);
        vitals.onLCP(report);
        vitals.onINP(report);
        vitals.onCLS(report);
      },
      () => {},
    );
  });
  return true;
}

/** Starts reporting for the page the shopper landed on, once hydrated (root's Layout). */
export function useWebVitals(sampleRate: number | undefined): void {
  const matches = useMatches();
  const landing = useRef(matches.at(-1)?.id);
  const rate = useRef(sampleRate);
  useEffect(() => {
    if (landing.current && rate.current) reportVitals({ routeId: landing.current, sampleRate: rate.current });
  }, []);
}
