import type { z } from '../schemas/zod.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One API route as the web app calls it: the very Zod schemas its Fastify route declares (the API's
 * contract test holds them to that), so a caller's types and the API's checks cannot part ways.
 */
export interface RouteContract {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** Its 2xx answer. */
  response: z.ZodType;
}

/** `METHOD /path` as the route is declared under /api, `:name` for a path parameter. */
export type RouteKey = `${HttpMethod} /${string}`;

export type RouteTable = Record<RouteKey, RouteContract>;
