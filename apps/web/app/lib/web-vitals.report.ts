import { type VitalsBeacon, vitalsMaxValue, vitalsPageType } from '@shop/shared';
import { type MetricType, onCLS, onFCP, onINP, onLCP, onTTFB } from 'web-vitals';
import { beaconToApi, beaconUrl } from './api-beacon';

/** The API route that counts a beacon (docs/ARCHITECTURE.md, Field data). */
export const VITALS_URL = beaconUrl('POST /metrics/vitals');

type OnMetric = (report: (metric: MetricType) => void) => void;

/** What reporting needs; tests hand in their own web-vitals. */
export interface VitalsReportDeps {
  vitals: { onTTFB: OnMetric; onFCP: OnMetric; onLCP: OnMetric; onINP: OnMetric; onCLS: OnMetric };
  /** navigator.sendBeacon survives the page being closed, which is when CLS and INP are final. */
  send: (beacon: VitalsBeacon) => void;
}

const browserDeps: VitalsReportDeps = {
  vitals: { onTTFB, onFCP, onLCP, onINP, onCLS },
  send: (beacon) => beaconToApi('POST /metrics/vitals', beacon),
};

/**
 * Sends each metric of this page view as it becomes final, under the kind of page the shopper landed on
 * (as Google's field data counts it), and nothing else: no address, no id. web-vitals reads the
 * browser's buffered performance entries, so starting after hydration loses nothing of LCP, FCP, TTFB
 * or CLS. The admin console reports nothing. Answers whether this page reports.
 */
export function reportVitals(routeId: string, given: Partial<VitalsReportDeps> = {}): boolean {
  const deps = { ...browserDeps, ...given };
  const pageType = vitalsPageType(routeId);
  if (pageType === null) return false;
  const report = (metric: MetricType) => {
    // A tab left in the background for minutes measures nothing about the shop; the API refuses it.
    if (!(metric.value >= 0 && metric.value <= vitalsMaxValue[metric.name])) return;
    const beacon: VitalsBeacon = {
      pageType,
      metric: metric.name,
      value: metric.value,
      rating: metric.rating,
    };
    if (metric.navigationType) beacon.navigationType = metric.navigationType;
    deps.send(beacon);
  };
  const { vitals } = deps;
  vitals.onTTFB(report);
  vitals.onFCP(report);
  vitals.onLCP(report);
  vitals.onINP(report);
  vitals.onCLS(report);
  return true;
}
