import { VitalsBeaconSchema } from '../schemas/web-vitals.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's route: the contract test holds this copy to it.
const CountedSchema = z.null().describe('Counted');

/** Field data from shoppers' browsers, sent with navigator.sendBeacon (browser-api.ts in the web app). */
export const metricsRoutes = {
  'POST /metrics/vitals': { body: VitalsBeaconSchema, response: CountedSchema },
} satisfies RouteTable;
