import { ApiErrorSchema } from '@shop/shared';

/** The refusals a route documents; every one answers the error shape of plugins/errors.ts. */
export type ErrorStatus = 400 | 401 | 403 | 404 | 409 | 413 | 415 | 429 | 502 | 503;

/**
 * A route's OpenAPI error responses, `response: { 200: …, ...errorResponses(400, 401) }`. Typed on the
 * codes given, so a route's reply type names exactly the statuses it documents.
 */
export function errorResponses<const Status extends ErrorStatus>(
  ...codes: Status[]
): Record<Status, typeof ApiErrorSchema> {
  return Object.fromEntries(codes.map((code) => [code, ApiErrorSchema])) as Record<
    Status,
    typeof ApiErrorSchema
  >;
}

/**
 * The OpenAPI `security` of a route that needs a session: the bearer scheme app.ts declares. The
 * session cookie is accepted as well (plugins/auth.ts), but OpenAPI documents the header.
 */
export const bearerSecurity = [{ bearer: [] }];
