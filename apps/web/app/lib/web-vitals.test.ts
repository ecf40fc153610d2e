import type { VitalsBeacon } from '@shop/shared';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportVitals, VITALS_URL, type VitalsDeps } from './web-vitals';

type Report = (metric: { name: string; value: number; rating: string; navigationType?: string }) => void;

/** A stand-in for web-vitals that reports one value of each metric as soon as it is asked. */
function fakeWebVitals(values: Partial<Record<string, number>> = {}) {
  const each = (name: string, fallback: number) => (report: Report) =>
    report({ name, value: values[name] ?? fallback, rating: 'good', navigationType: 'navigate' });
  return {
    onTTFB: each('TTFB', 320),
    onFCP: each('FCP', 900),
    onLCP: each('LCP', 1800),
    onINP: each('INP', 120),
    onCLS: each('CLS', 0.02),
  } as unknown as Awaited<ReturnType<VitalsDeps['load']>>;
}

/** Injected browser parts: a fixed random draw, and an idle queue the test runs by hand. */
function harness(random: number, values?: Partial<Record<string, number>>) {
  const idle: (() => void)[] = [];
  const load = vi.fn(async () => fakeWebVitals(values));
  const deps = {
    random: () => random,
    load,
    whenIdle: (task: () => void) => {
      idle.push(task);
    },
  };
  const runIdle = async () => {
    for (const task of idle.splice(0)) task();
    await vi.waitFor(() => expect(load).toHaveBeenCalled());
    await Promise.resolve();
  };
  return { deps, load, idle, runIdle };
}

const sentBodies = (beacon: ReturnType<typeof vi.fn>) =>
  beacon.mock.calls.map(([url, body]) => {
    expect(url).toBe(VITALS_URL);
    return JSON.parse(body as string) as VitalsBeacon;
  });

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('reportVitals', () => {
  it('in a sampled page view, sends each metric with navigator.sendBeacon once idle, under the landing page’s type', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { deps, load, runIdle } = harness(0.05);

    expect(reportVitals({ routeId: 'routes/product-alias', sampleRate: 0.1 }, deps)).toBe(true);
    // Nothing is fetched or sent before the browser is idle after hydration.
    expect(load).not.toHaveBeenCalled();
    expect(sendBeacon).not.toHaveBeenCalled();

    await runIdle();
    const sent = sentBodies(sendBeacon);
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

  it('in a page view not sampled, never loads web-vitals nor sends anything', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    for (const [random, rate] of [
      [0.1, 0.1],
      [0.5, 0.1],
      [0, 0],
    ]) {
      const { deps, load, idle } = harness(random!);
      expect(reportVitals({ routeId: 'routes/home', sampleRate: rate! }, deps)).toBe(false);
      expect(idle).toHaveLength(0);
      expect(load).not.toHaveBeenCalled();
    }
    expect(sendBeacon).not.toHaveBeenCalled();
  });

  it('reports every page view at a sample rate of 1, with the type of its route', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    for (const [routeId, pageType] of [
      ['routes/home', 'home'],
      ['routes/shop', 'shop'],
      ['routes/cart', 'cart'],
      ['routes/checkout', 'checkout'],
      ['routes/blog-post', 'blog'],
      ['routes/about', 'other'],
    ]) {
      sendBeacon.mockClear();
      const { deps, runIdle } = harness(0.999);
      expect(reportVitals({ routeId: routeId!, sampleRate: 1 }, deps)).toBe(true);
      await runIdle();
      expect(new Set(sentBodies(sendBeacon).map((beacon) => beacon.pageType))).toEqual(new Set([pageType]));
    }
  });

  it('never reports from the admin console', () => {
    const { deps, idle } = harness(0);
    expect(reportVitals({ routeId: 'routes/admin/dashboard', sampleRate: 1 }, deps)).toBe(false);
    expect(idle).toHaveLength(0);
  });

  it('leaves out a value the API would refuse (a tab left in the background for minutes)', async () => {
    const sendBeacon = vi.fn(() => true);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon });
    const { deps, runIdle } = harness(0, { LCP: 75_000 });
    reportVitals({ routeId: 'routes/home', sampleRate: 1 }, deps);
    await runIdle();
    expect(sentBodies(sendBeacon).map((beacon) => beacon.metric)).toEqual(['TTFB', 'FCP', 'INP', 'CLS']);
  });

  it('falls back to a keepalive fetch when the beacon is refused or missing', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    vi.stubGlobal('navigator', { ...navigator, sendBeacon: vi.fn(() => false) });
    const { deps, runIdle } = harness(0);
    reportVitals({ routeId: 'routes/cart', sampleRate: 1 }, deps);
    await runIdle();
    expect(fetchMock).toHaveBeenCalledTimes(5);
    const [url, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe(VITALS_URL);
    expect(init).toMatchObject({ method: 'POST', keepalive: true, credentials: 'omit' });
    expect(JSON.parse(init.body as string)).toMatchObject({ pageType: 'cart', metric: 'TTFB', value: 320 });
  });
});
