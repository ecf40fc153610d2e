import {
  vitalsMaxValue,
  vitalsMetrics,
  vitalsNavigationTypes,
  vitalsPageTypes,
  vitalsRatings,
} from '../rules/web-vitals.ts';
import { z } from './zod.ts';

/**
 * One measurement a shopper's browser reports (POST /api/metrics/vitals). Strict: a field the shop does
 * not know (an address, an id, a user agent) makes the beacon junk, so nothing more can sneak in.
 */
export const VitalsBeaconSchema = z
  .strictObject({
    pageType: z.enum(vitalsPageTypes, { error: `pageType must be one of ${vitalsPageTypes.join(', ')}` }),
    metric: z.enum(vitalsMetrics, { error: `metric must be one of ${vitalsMetrics.join(', ')}` }),
    value: z.number('value must be a number').min(0, 'value cannot be negative'),
    rating: z.enum(vitalsRatings).optional(),
    navigationType: z.enum(vitalsNavigationTypes).optional(),
  })
  .superRefine((beacon, context) => {
    const max = vitalsMaxValue[beacon.metric];
    if (beacon.value > max) {
      context.addIssue({ code: 'custom', path: ['value'], message: `${beacon.metric} is at most ${max}` });
    }
  });
export type VitalsBeacon = z.infer<typeof VitalsBeaconSchema>;

const VitalSummarySchema = z.object({
  metric: z.enum(vitalsMetrics),
  /** The 75th percentile: ms, or the layout-shift score for CLS; null without values. */
  p75: z.number().nullable(),
  rating: z.enum(vitalsRatings).nullable(),
  samples: z.number().int(),
});
export type VitalSummary = z.infer<typeof VitalSummarySchema>;

/** The dashboard's "Web performance": each metric's p75 over the last days, all pages and by kind. */
export const WebPerformanceSchema = z.object({
  days: z.number().int(),
  /** The first India day counted (YYYY-MM-DD). */
  since: z.string(),
  pages: z.array(
    z.object({
      pageType: z.enum(['all', ...vitalsPageTypes]),
      metrics: z.array(VitalSummarySchema),
    }),
  ),
});
export type WebPerformance = z.infer<typeof WebPerformanceSchema>;
