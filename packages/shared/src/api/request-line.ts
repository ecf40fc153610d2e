import type { HttpMethod, RouteKey } from './route.ts';

/**
 * The method and the path under /api of a call: `:name` replaced by its encoded parameter, the query
 * appended (undefined and null left out). A missing parameter is a bug, so it throws.
 */
export function apiRequestLine(
  route: RouteKey,
  request: { params?: object; query?: object } = {},
): { method: HttpMethod; path: string } {
  const space = route.indexOf(' ');
  const method = route.slice(0, space) as HttpMethod;
  const params = (request.params ?? {}) as Record<string, unknown>;
  const path = route.slice(space + 1).replace(/:(\w+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`${route}: no value for :${name}`);
    return encodeURIComponent(String(value));
  });
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(request.query ?? {})) {
    for (const item of Array.isArray(value) ? value : [value]) {
      if (item !== undefined && item !== null) query.append(name, String(item));
    }
  }
  const search = query.toString();
  return { method, path: search ? `${path}?${search}` : path };
}
