import {
  indiaDay,
  lastIndiaDays,
  p75OfHistogram,
  rateVital,
  roundVital,
  type VitalSummary,
  type VitalsBeacon,
  type VitalsBucketCount,
  type VitalsMetric,
  type VitalsPageType,
  vitalsBucket,
  vitalsMetrics,
  vitalsPageTypes,
  type WebPerformance,
} from '@shop/shared';
import { gte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { webVitals } from '../../db/schema/web-vitals.ts';
import type { Clock } from '../../lib/clock.ts';

/** The dashboard's and the metrics' window, as Google's field data (CrUX) looks back. */
const VITALS_DAYS = 28;

type PageKey = 'all' | VitalsPageType;

/** One p75 the metrics endpoint reports: for today (India) or the last 28 days. */
interface VitalsGaugeValue {
  period: 'today' | '28d';
  pageType: PageKey;
  metric: VitalsMetric;
  p75: number;
  samples: number;
}

interface Row {
  pageType: string;
  metric: string;
  bucket: number;
  count: number;
}

/** Summaries of rows, each page type's and all pages' together, in the shared lists' order. */
function summarise(rows: Row[]): { pageType: PageKey; metrics: VitalSummary[] }[] {
  const keys: PageKey[] = ['all', ...vitalsPageTypes];
  return keys
    .map((pageType) => ({
      pageType,
      metrics: vitalsMetrics.map((metric) => {
        const counts: VitalsBucketCount[] = rows.filter(
          (row) => row.metric === metric && (pageType === 'all' || row.pageType === pageType),
        );
        const samples = counts.reduce((sum, row) => sum + row.count, 0);
        const estimate = p75OfHistogram(metric, counts);
        const p75 = estimate === null ? null : roundVital(metric, estimate);
        return { metric, p75, rating: p75 === null ? null : rateVital(metric, p75), samples };
      }),
    }))
    .filter((page) => page.pageType === 'all' || page.metrics.some((metric) => metric.samples > 0));
}

/**
 * Field data from shoppers' browsers: each beacon adds one to its bucket's count for the India day it
 * arrived on, in one statement (concurrent beacons add up, none is lost); the 75th percentiles are read
 * back from the counts.
 */
export class WebVitalsService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async record(beacon: VitalsBeacon): Promise<void> {
    await this.deps.db
      .insert(webVitals)
      .values({
        day: indiaDay(this.deps.clock()),
        pageType: beacon.pageType,
        metric: beacon.metric,
        bucket: vitalsBucket(beacon.metric, beacon.value),
        count: 1,
      })
      .onConflictDoUpdate({
        target: [webVitals.day, webVitals.pageType, webVitals.metric, webVitals.bucket],
        set: { count: sql`${webVitals.count} + 1` },
      });
  }

  /** The last 28 India days, today included. */
  async summary(): Promise<WebPerformance> {
    const days = lastIndiaDays(this.deps.clock(), VITALS_DAYS);
    const since = days[0]!;
    return { days: VITALS_DAYS, since, pages: summarise(await this.rowsSince(since)) };
  }

  /** Every p75 there are values for, today and over 28 days, for the Prometheus gauge. */
  async gauges(): Promise<VitalsGaugeValue[]> {
    const now = this.deps.clock();
    const [today, month] = await Promise.all([
      this.rowsSince(indiaDay(now)),
      this.rowsSince(lastIndiaDays(now, VITALS_DAYS)[0]!),
    ]);
    const periods = [
      { period: 'today' as const, rows: today },
      { period: '28d' as const, rows: month },
    ];
    return periods.flatMap(({ period, rows: periodRows }) =>
      summarise(periodRows).flatMap(({ pageType, metrics }) =>
        metrics
          .filter((summary) => summary.p75 !== null)
          .map((summary) => ({
            period,
            pageType,
            metric: summary.metric,
            p75: summary.p75!,
            samples: summary.samples,
          })),
      ),
    );
  }

  /** The days from `since` on, added together: at most a few thousand rows, whatever the traffic. */
  private rowsSince(since: string): Promise<Row[]> {
    const count = sql<number>`sum(${webVitals.count})::int`;
    return this.deps.db
      .select({ pageType: webVitals.pageType, metric: webVitals.metric, bucket: webVitals.bucket, count })
      .from(webVitals)
      .where(gte(webVitals.day, since))
      .groupBy(webVitals.pageType, webVitals.metric, webVitals.bucket);
  }
}
