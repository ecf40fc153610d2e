import { z } from '../schemas/zod.ts';
import { accountsRoutes } from './accounts.ts';
import { adminRoutes } from './admin.ts';
import { batchesRoutes } from './batches.ts';
import { bundlesRoutes } from './bundles.ts';
import { cartRoutes } from './cart.ts';
import { cartRemindersRoutes } from './cart-reminders.ts';
import { catalogRoutes } from './catalog.ts';
import { chatRoutes } from './chat.ts';
import { consultationsRoutes } from './consultations.ts';
import { contentRoutes } from './content.ts';
import { gstReportsRoutes } from './gst-reports.ts';
import { metricsRoutes } from './metrics.ts';
import { orderUpdatesRoutes } from './order-updates.ts';
import { ordersRoutes } from './orders.ts';
import { paymentsRoutes } from './payments.ts';
import { promoRoutes } from './promo.ts';
import { promotionRoutes } from './promotions.ts';
import { reviewsRoutes } from './reviews.ts';
import type { RouteContract, RouteTable } from './route.ts';
import { salesReportsRoutes } from './sales-reports.ts';
import { shippingRoutes } from './shipping.ts';
import { shipmentsRoutes } from './shipping-shipments.ts';
import { storefrontRoutes } from './storefront.ts';

// Its own module, so the browser's helpers take it without the schemas.
export { apiRequestLine } from './request-line.ts';

/**
 * Every API route the web app calls, by `METHOD /path` (docs/decisions/0024-typed-api-contract.md).
 * apps/api/src/api-contract.test.ts checks each against the route Fastify registers.
 */
export const apiContract = {
  ...accountsRoutes,
  ...catalogRoutes,
  ...batchesRoutes,
  ...bundlesRoutes,
  ...cartRoutes,
  ...cartRemindersRoutes,
  ...promoRoutes,
  ...promotionRoutes,
  ...reviewsRoutes,
  ...ordersRoutes,
  ...paymentsRoutes,
  ...contentRoutes,
  ...chatRoutes,
  ...consultationsRoutes,
  ...adminRoutes,
  ...metricsRoutes,
  ...shipmentsRoutes,
  ...gstReportsRoutes,
  ...shippingRoutes,
  ...orderUpdatesRoutes,
  ...salesReportsRoutes,
  ...storefrontRoutes,
} satisfies RouteTable;

type ApiContract = typeof apiContract;
export type ApiRoute = keyof ApiContract;

type Schema<R extends ApiRoute, P extends keyof RouteContract> = ApiContract[R] extends {
  [K in P]: infer S extends z.ZodType;
}
  ? S
  : never;

/** A part the route declares: required when its schema requires a field, absent when it declares none. */
type Part<R extends ApiRoute, P extends 'params' | 'query' | 'body'> = [Schema<R, P>] extends [never]
  ? { [K in P]?: never }
  : object extends z.input<Schema<R, P>>
    ? { [K in P]?: z.input<Schema<R, P>> }
    : { [K in P]: z.input<Schema<R, P>> };

/** What a caller sends: the path parameters, query and body the route declares, as its schemas take them. */
export type ApiRequest<R extends ApiRoute> = Part<R, 'params'> & Part<R, 'query'> & Part<R, 'body'>;

/** The arguments after the route: none needed when the route requires nothing. */
export type ApiRequestArgs<R extends ApiRoute> =
  object extends ApiRequest<R> ? [request?: ApiRequest<R>] : [request: ApiRequest<R>];

/** The body of the route's 2xx answer. */
export type ApiAnswer<R extends ApiRoute> = z.output<ApiContract[R]['response']>;

/** What is wrong with an answer to the route, one line per problem; null when it is what the route answers. */
export function answerProblems(route: ApiRoute, body: unknown): string | null {
  const checked = apiContract[route].response.safeParse(body);
  return checked.success ? null : z.prettifyError(checked.error);
}

/** The names of the query a route declares (none when it takes no query). */
export function queryNames(route: ApiRoute): string[] {
  const query: unknown = (apiContract[route] as RouteContract).query;
  return query instanceof z.ZodObject ? Object.keys(query.shape) : [];
}
