import type { VitalsBeacon } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { startVitals } from './web-vitals';
import { reportVitals, VITALS_URL, type VitalsReportDeps } from './web-vitals.report';

/** A stand-in for web-vitals that reports one value of each metric as soon as it is asked. */
function fakeWebVitals(values: Partial<Record<string, number>> = {}): VitalsReportDeps['vitals'] {
  const each = (name: string, fallback: number) => (report: (metric: never) => void) =>
    report({ name, value: values[name] ?? fallback, rating: 'good', navigationType: 'navigate' } as never);
  return {
    onTTFB: each('TTFB', 320),
    onFCP: each('FCP', 900),
    onLCP: each('LCP', 1800),
    onINP: each('INP', 120),
    onCLS: each('CLS', 0.02),
  };
}

/**
 * The browser's parts injected: a fixed random draw, an idle queue the test runs by hand, and the
 * reporter's chunk with a fake web-vitals; beacons go to a stubbed navigator.sendBeacon.
 */
function browser(random: number, values?: Partial<Record<string, number>>) {
  const sendBeacon = vi.fn((_url: string, _body: string) => true);
  vi.stubGlobal('navigator', { ...navigator, sendBeacon });
  const idle: (() => void)[] = [];
  const load = vi.fn(async () => ({
    reportVitals: (routeId: string) => reportVitals(routeId, { vitals: fakeWebVitals(values) }),
  }));
  const deps = { random: () => random, whenIdle: (task: () => void) => idle.push(task), load };
  const runIdle = async () => {
    for (const task of idle.splice(0)) task();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
  };
  const sent = () =>
    sendBeacon.mock.calls.map(([url, body]) => {
      expect(url).toBe(VITALS_URL);
      return JSON.parse(body) as VitalsBeacon;
    });
  return { deps, load, idle, runIdle, sendBeacon, sent };
}

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('field data from the browser', () => {
  it('in a sampled page view, sends each metric with navigator.sendBeacon once idle, under the landing page’s type', async () => {
    const page = browser(0.05);
    expect(startVitals({ routeId: 'routes/product-alias', sampleRate: 0.1 }, page.deps)).toBe(true);
    // Nothing is fetched or sent before the browser is idle after hydration.
    expect(page.load).not.toHaveBeenCalled();
    expect(page.sendBeacon).not.toHaveBeenCalled();

    await page.runIdle();
    const sent = page.sent();
    expect(sent.map((beacon) => beacon.metric)).toEqual(['TTFB', 'FCP', 'LCP', 'INP', 'CLS']);
    expect(sent[2]).toEqual({
      pageType: 'product',
      metric: 'LCP',
      value: 1800,
      rating: 'good',
      navigationType: 'navigate',
    });
    for (const beacon of sent) {
      expect(beacon.pageType).toBe('product');
      expect(Object.keys(beacon).sort()).toEqual(['metric', 'navigationType', 'pageType', 'rating', 'value']);
    }
  });

  it('in a page view not sampled, never loads the reporter nor sends anything', () => {
    for (const [random, rate] of [
      [0.1, 0.1],
      [0.5, 0.1],
      [0, 0],
    ] as const) {
      const page = browser(random);
      expect(startVitals({ routeId: 'routes/home', sampleRate: rate }, page.deps)).toBe(false);
      expect(page.idle).toHaveLength(0);
      expect(page.load).not.toHaveBeenCalled();
      expect(page.sendBeacon).not.toHaveBeenCalled();
    }
  });

  it('reports every page view at a sample rate of 1, with the type of its route', async () => {
    for (const [routeId, pageType] of [
      ['routes/home', 'home'],
      ['routes/shop', 'shop'],
      ['routes/search', 'shop'],
      ['routes/cart', 'cart'],
      ['routes/checkout', 'checkout'],
      ['routes/blog-post', 'blog'],
      ['routes/about', 'other'],
    ] as const) {
      const page = browser(0.999);
      expect(startVitals({ routeId, sampleRate: 1 }, page.deps)).toBe(true);
      await page.runIdle();
      expect(page.sent()).toHaveLength(5);
      expect(new Set(page.sent().map((beacon) => beacon.pageType))).toEqual(new Set([pageType]));
    }
  });

  it('sends nothing from the admin console', async () => {
    const page = browser(0);
    startVitals({ routeId: 'routes/admin/dashboard', sampleRate: 1 }, page.deps);
    await page.runIdle();
    expect(page.sendBeacon).not.toHaveBeenCalled();
  });

  it('leaves out a value the API would refuse (a tab left in the background for minutes)', async () => {
    const page = browser(0, { LCP: 75_000 });
    startVitals({ routeId: 'routes/home', sampleRate: 1 }, page.deps);
    await page.runIdle();
    expect(page.sent().map((beacon) => beacon.metric)).toEqual(['TTFB', 'FCP', 'INP', 'CLS']);
  });

  it('falls back to a keepalive fetch when the beacon is refused', async () => {
    const page = browser(0);
    page.sendBeacon.mockReturnValue(false);
    const fetchMock = vi.fn(async (_url: string, _init: RequestInit) => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    startVitals({ routeId: 'routes/cart', sampleRate: 1 }, page.deps);
    await page.runIdle();
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe(VITALS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toMatchObject({ pageType: 'cart', metric: 'TTFB', value: 320 });
  });
});
