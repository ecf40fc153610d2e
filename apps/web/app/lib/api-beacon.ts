import type { ApiRequest, ApiRoute } from '@shop/shared/api';

/** The routes the browser reports to, even as the page closes (no path parameter, no query). */
type BeaconRoute = Extract<ApiRoute, 'POST /metrics/vitals'>;

/**
 * The address of a beacon route. Its own module, apart from browser-api.ts: the reporter that uses it is
 * loaded after the first screen, and sharing a chunk with the other helpers would add that chunk to the
 * first screen's list of files to preload.
 */
export function beaconUrl(route: BeaconRoute): string {
  return `/api${route.slice(route.indexOf(' ') + 1)}`;
}

/**
 * A report that must survive the page being closed, fire and forget: navigator.sendBeacon, whose
 * string goes as text/plain (a request no browser preflights; the API reads it as JSON), or a keepalive
 * fetch where there is no beacon or the browser's queue is full. No cookie goes with it.
 */
export function beaconToApi<R extends BeaconRoute>(route: R, body: ApiRequest<R>['body']): void {
  const url = beaconUrl(route);
  const text = JSON.stringify(body);
  if (typeof navigator.sendBeacon === 'function' && navigator.sendBeacon(url, text)) return;
  fetch(url, {
    method: 'POST',
    body: text,
    keepalive: true,
    credentials: 'omit',
    headers: { 'content-type': 'text/plain;charset=UTF-8' },
  }).catch(() => {});
}
