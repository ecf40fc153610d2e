import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/find-chromium.ts';
import { type Buyer, buyers, must } from './orders/index.ts';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

/**
 * What a shopper on a mid-range phone gets, measured in a real Chromium rather than simulated: the
 * conditions of Lighthouse's mobile preset (150 ms, 1.6 Mbit/s down, 750 Kbit/s up, a 4× slower CPU,
 * nothing cached) applied through the DevTools protocol, five loads of each page. Lighthouse estimates
 * a load from a fast one; this one is the load, so it also sees when the page answers to a tap.
 */

const RUNS = 5;
/** Lighthouse's slow 4G, as the DevTools protocol takes it: latency per request, bytes per second. */
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};
const CPU_SLOWDOWN = 4;
/** Lighthouse's mobile screen and a phone's browser: a headless user agent is a crawler to the shop. */
const PHONE = {
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
  isMobile: true,
  hasTouch: true,
  userAgent:
    'Mozilla/5.0 (Linux; Android 11; moto g power (2022)) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/136.0.0.0 Mobile Safari/537.36',
};
/** A shopper who sees the button taps it this long after the first paint. */
const TAP_AFTER_FCP_MS = 300;
/** The scroll that brings the button into view comes this long before the tap. */
const SCROLL_BEFORE_TAP_MS = 150;
/** Longest a load may take before it counts as never interactive. */
const LOAD_TIMEOUT_MS = 30_000;
/** Longest an early tap's product may take to show up in the cart. */
const CART_TIMEOUT_MS = 15_000;

/**
 * Installed before any of the page's own scripts (Page.addScriptToEvaluateOnNewDocument): the first
 * paint, every largest-paint candidate, the moment root's Layout marks the page hydrated, and the
 * first touch, each on the page's own clock (ms since the navigation started). `__benchReport` is the
 * bench's binding; it is called only from callbacks, long after Playwright has installed it.
 */
const PROBE = `(() => {
  const bench = (window.__bench = { fcp: null, lcp: null, hydrated: null });
  const report = (kind, extra) => window.__benchReport && window.__benchReport({ kind, ...extra });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'first-contentful-paint') continue;
      bench.fcp = entry.startTime;
      report('fcp', { fcp: entry.startTime, now: performance.now() });
    }
  }).observe({ type: 'paint', buffered: true });
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) bench.lcp = entry.startTime;
  }).observe({ type: 'largest-contentful-paint', buffered: true });
  const hydration = new MutationObserver(() => {
    if (document.documentElement.dataset.hydrated !== 'true') return;
    bench.hydrated = performance.now();
    hydration.disconnect();
    report('hydrated');
  });
  hydration.observe(document, { subtree: true, attributes: true, attributeFilter: ['data-hydrated'] });
  // The last touch is the tap (the swipe before it is one too).
  addEventListener('touchstart', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target && target.closest('button');
    const on = button ? button.textContent.trim() || button.getAttribute('aria-label') : target && target.nodeName;
    report('touch', { touched: { at: event.timeStamp, on: String(on), scrollY } });
  }, { capture: true });
  addEventListener('load', () => report('load'), { once: true });
})();`;

interface Probe {
  fcp: number | null;
  lcp: number | null;
  hydrated: number | null;
}

interface Touch {
  at: number;
  on: string;
  scrollY: number;
}

interface PageReport {
  kind: 'fcp' | 'hydrated' | 'load' | 'touch';
  touched?: Touch;
  fcp?: number;
  now?: number;
}

interface Point {
  x: number;
  y: number;
}

interface Load {
  fcpMs: number;
  lcpMs: number;
  hydratedMs: number;
  /** When the early tap reached the page, and whether its product was in the cart afterwards. */
  tap?: { atMs: number; on: string; beforeHydration: boolean; added: boolean; where: string };
}

export interface ShopperPage {
  subject: string;
  path: (context: BenchContext) => string;
  /** Tap Add to Cart 300 ms after the first paint (a product page), signed in as a bench buyer. */
  earlyTap?: boolean;
}

/** A fresh, cold, throttled phone: its own context, so nothing is cached and no cookie is shared. */
async function phone(browser: Browser, context: BenchContext, buyer?: Buyer): Promise<BrowserContext> {
  const phoneContext = await browser.newContext(PHONE);
  if (buyer) {
    // The session cookie the sign-in sets (the shop runs on http here, so it is not Secure).
    await phoneContext.addCookies([{ name: 'shop_session', value: buyer.token, url: context.shopUrl }]);
  }
  await phoneContext.addInitScript(PROBE);
  return phoneContext;
}

function settled<T>(): { promise: Promise<T>; resolve: (value: T) => void } {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

function withTimeout<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    promise,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`${what} not within ${ms / 1000} s`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** How many of the product the buyer's cart holds, read through the API. */
async function inCart(context: BenchContext, buyer: Buyer, productId: string): Promise<number> {
  const cart = await must(context, buyer.agent, 'GET', '/api/cart/getUserCart', undefined, buyer.token);
  const items = cart.items as { productId: { _id: string }; quantity: number }[];
  return items
    .filter((item) => item.productId._id === productId)
    .reduce((sum, item) => sum + item.quantity, 0);
}

/**
 * The shopper's thumb: on a phone the button is below the first screen, so shortly before `due` the
 * page is scrolled to bring it to the middle of the screen (a wheel scroll: the browser scrolls off the
 * main thread, as it does a swipe, which headless Chromium does not scroll with), then at `due` tapped
 * where it now is. Where the page has not yet grown that long, the scroll stops short and the tap
 * lands on whatever is there; the probe records what it hit.
 */
async function earlyTap(page: Page, at: Point, due: number): Promise<void> {
  const until = (moment: number) =>
    new Promise((resolve) => setTimeout(resolve, Math.max(0, moment - Date.now())));
  const scrollBy = Math.max(0, Math.round(at.y - PHONE.viewport.height / 2));
  if (scrollBy > 0) {
    await until(due - SCROLL_BEFORE_TAP_MS);
    await page.mouse.move(PHONE.viewport.width / 2, PHONE.viewport.height / 2);
    await page.mouse.wheel(0, scrollBy);
  }
  await until(due);
  await page.touchscreen.tap(at.x, at.y - scrollBy);
}

/** One cold load of `url`; with `tap`, Add to Cart is tapped 300 ms after the first paint. */
async function loadOnce(
  browser: Browser,
  context: BenchContext,
  url: string,
  tap?: { buyer: Buyer; productId: string; at: Point },
): Promise<Load> {
  const phoneContext = await phone(browser, context, tap?.buyer);
  try {
    const page = await phoneContext.newPage();
    const cdp = await phoneContext.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });

    const hydrated = settled<void>();
    const loaded = settled<void>();
    const tapped = settled<void>();
    let tapError: Error | undefined;
    let tapping = false;
    let touched: (Touch & { beforeHydration: boolean }) | undefined;
    let hydratedSeen = false;
    await page.exposeBinding('__benchReport', (_source, report: PageReport) => {
      if (report.kind === 'hydrated') {
        hydratedSeen = true;
        hydrated.resolve();
      }
      // Reported at once: a form the tap posts replaces the document, and the page's record with it.
      else if (report.kind === 'touch' && report.touched)
        touched = { ...report.touched, beforeHydration: !hydratedSeen };
      else if (report.kind === 'load') loaded.resolve();
      else if (report.kind === 'fcp' && tap && !tapping) {
        // One tap per load: a form posted before hydration brings a new document, which paints again.
        tapping = true;
        // The page's clock: the tap is due 300 ms after its first paint (now, if that has passed).
        const due = Date.now() + Math.max(0, (report.fcp ?? 0) + TAP_AFTER_FCP_MS - (report.now ?? 0));
        earlyTap(page, tap.at, due)
          .catch((error: Error) => {
            tapError = error;
          })
          .finally(() => tapped.resolve());
      }
    });
    if (tap) await must(context, tap.buyer.agent, 'DELETE', '/api/cart/cart', undefined, tap.buyer.token);

    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await withTimeout(Promise.all([hydrated.promise, loaded.promise]), LOAD_TIMEOUT_MS, `${url} hydrated`);
    let tapResult: Load['tap'];
    if (tap) {
      await withTimeout(tapped.promise, LOAD_TIMEOUT_MS, 'the early tap');
      if (tapError) throw tapError;
      // Whether it was a form post before hydration or a fetcher after it, the cart is what counts.
      const deadline = Date.now() + CART_TIMEOUT_MS;
      let added = false;
      while (!added && Date.now() < deadline) {
        added = (await inCart(context, tap.buyer, tap.productId)) > 0;
        if (!added) await new Promise((resolve) => setTimeout(resolve, 200));
      }
      tapResult = {
        atMs: touched?.at ?? Number.NaN,
        on: touched ? `${touched.on} (scrolled ${Math.round(touched.scrollY)} px)` : 'nothing',
        beforeHydration: touched?.beforeHydration ?? false,
        added,
        where: new URL(page.url()).pathname,
      };
    }
    // Largest-paint candidates stop at the first input; without one, a quiet moment after hydration
    // lets the last picture of the first screen report.
    if (!tap) await page.waitForTimeout(500);
    const probe = (await page.evaluate('window.__bench')) as Probe;
    return {
      fcpMs: probe.fcp ?? Number.NaN,
      lcpMs: probe.lcp ?? Number.NaN,
      hydratedMs: probe.hydrated ?? Number.NaN,
      ...(tapResult ? { tap: tapResult } : {}),
    };
  } finally {
    await phoneContext.close();
  }
}

function median(values: number[]): number {
  const sorted = values.filter((v) => !Number.isNaN(v)).sort((a, b) => a - b);
  if (sorted.length < values.length) return Number.NaN;
  return sorted[Math.floor(sorted.length / 2)]!;
}

const ms = (values: number[]) => values.map((v) => Math.round(v)).join(', ');

/** A product the buyer can add: the bench's product when in stock, else the first that is. */
async function productInStock(context: BenchContext, buyer: Buyer): Promise<string> {
  const { product } = await must(
    context,
    buyer.agent,
    'GET',
    `/api/product/getProductById/${context.productId}`,
  );
  if (product.stock > 0) return context.productId;
  const { products } = await must(context, buyer.agent, 'GET', '/api/product/getAllProducts?limit=50');
  const other = (products as { _id: string; stock: number }[]).find((p) => p.stock > 0);
  if (!other) throw new Error('no product in stock to tap Add to Cart on');
  return other._id;
}

/**
 * Issue "Fast for real shoppers": first paint, largest paint and the moment the page is hydrated,
 * median of five cold loads per page; on a product page five more loads in which a signed-in shopper
 * taps Add to Cart 300 ms after the first paint (the largest paint stops at a tap, so those loads give
 * only the tap's figure).
 */
export function shopperScenario(options: {
  pages: ShopperPage[];
  maxLcpMs: number;
  maxHydratedMs: number;
}): Scenario {
  return {
    name: 'shopper: slow phone',
    databaseIndependent: true,
    async run(context) {
      const executablePath = findChromium();
      if (!executablePath) {
        context.log("skipped: no Chromium found (install Debian's chromium or set CHROMIUM_PATH)");
        return [];
      }
      const browser = await chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true });
      const figures: Figure[] = [];
      try {
        for (const page of options.pages) {
          const url = new URL(page.path(context), context.shopUrl).toString();
          // One load first, not counted: the shop's own caches and code are warm for every counted one.
          await loadOnce(browser, context, url);
          const loads: Load[] = [];
          for (let run = 0; run < RUNS; run++) loads.push(await loadOnce(browser, context, url));
          const fcp = loads.map((l) => l.fcpMs);
          const lcp = loads.map((l) => l.lcpMs);
          const hydrated = loads.map((l) => l.hydratedMs);
          context.log(`${page.subject}: FCP ${ms(fcp)} ms; LCP ${ms(lcp)} ms; hydrated ${ms(hydrated)} ms`);
          const subject = page.subject;
          const note = `slow phone, median of ${RUNS} cold loads`;
          figures.push(
            { subject, metric: 'phone FCP', value: Math.round(median(fcp)), unit: 'ms', note },
            withBudget(
              { subject, metric: 'phone LCP', value: Math.round(median(lcp)), unit: 'ms', note },
              '<=',
              options.maxLcpMs,
            ),
            withBudget(
              {
                subject,
                metric: 'phone hydrated (interactive)',
                value: Math.round(median(hydrated)),
                unit: 'ms',
                note: `${note} (runs ${ms(hydrated)})`,
              },
              '<=',
              options.maxHydratedMs,
            ),
          );
          if (page.earlyTap) figures.push(await earlyTaps(browser, context, url, subject));
        }
      } finally {
        await browser.close();
      }
      return figures;
    },
  };
}

/**
 * Where the product's Add to Cart button is on the phone's screen, from a whole load (the first
 * screen does not move as it loads: Lighthouse's CLS is 0). An early tap lands there whether or not
 * the button has arrived yet; the probe records what it hit.
 */
async function addToCartButton(
  browser: Browser,
  context: BenchContext,
  url: string,
  buyer: Buyer,
): Promise<Point> {
  const phoneContext = await phone(browser, context, buyer);
  try {
    const page = await phoneContext.newPage();
    await page.goto(url, { waitUntil: 'load' });
    const box = await page
      .locator('main button', { hasText: /^\s*Add to Cart\s*$/ })
      .first()
      .boundingBox({ timeout: LOAD_TIMEOUT_MS });
    if (!box) throw new Error(`no Add to Cart button on ${url}`);
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  } finally {
    await phoneContext.close();
  }
}

/** RUNS cold loads by a signed-in buyer who taps Add to Cart 300 ms after the first paint. */
async function earlyTaps(browser: Browser, context: BenchContext, url: string, subject: string) {
  const [buyer] = await buyers(context, 1);
  if (!buyer) throw new Error('no bench buyer');
  const productId = await productInStock(context, buyer);
  const pageUrl = url.replace(context.productId, productId);
  const at = await addToCartButton(browser, context, pageUrl, buyer);
  const taps: NonNullable<Load['tap']>[] = [];
  try {
    for (let run = 0; run < RUNS; run++) {
      const { tap } = await loadOnce(browser, context, pageUrl, { buyer, productId, at });
      if (tap) taps.push(tap);
    }
  } finally {
    await must(context, buyer.agent, 'DELETE', '/api/cart/cart', undefined, buyer.token);
  }
  const added = taps.filter((t) => t.added).length;
  const early = taps.filter((t) => t.beforeHydration).length;
  context.log(
    `${subject}: early tap at ${ms(taps.map((t) => t.atMs))} ms on ${[...new Set(taps.map((t) => t.on))].join(', ')}, ` +
      `${early} before hydration; added ${added} of ${RUNS} (ended on ${[...new Set(taps.map((t) => t.where))].join(', ')})`,
  );
  return withBudget(
    {
      subject,
      metric: 'phone: Add to Cart tapped 300 ms after first paint adds it',
      value: added,
      unit: `of ${RUNS}`,
      note: `signed in; taps at ${ms(taps.map((t) => t.atMs))} ms, ${early} of them before hydration`,
    },
    '>=',
    RUNS,
  );
}
