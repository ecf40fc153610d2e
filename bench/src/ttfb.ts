import http from 'node:http';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

/** What a browser sends for a page, so the server does the same work (SSR and compression). */
const BROWSER_HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'gzip, deflate, br',
  'accept-language': 'en-IN,en;q=0.9',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) shop-bench',
};

interface Timing {
  /** From sending the request to the first byte of the response (status line and headers). */
  ttfbMs: number;
  /** To the last byte of the body (SSR streams the page, so this can be later than the first byte). */
  totalMs: number;
  status: number;
}

/** One GET over a kept-alive connection, timed with the high-resolution clock. */
function timeRequest(url: string, agent: http.Agent): Promise<Timing> {
  return new Promise((resolve, reject) => {
    const start = process.hrtime.bigint();
    const request = http.get(url, { agent, headers: BROWSER_HEADERS, timeout: 10_000 }, (response) => {
      const first = process.hrtime.bigint();
      response.on('data', () => undefined);
      response.on('end', () => {
        const end = process.hrtime.bigint();
        resolve({
          ttfbMs: Number(first - start) / 1e6,
          totalMs: Number(end - start) / 1e6,
          status: response.statusCode ?? 0,
        });
      });
      response.on('error', reject);
    });
    request.on('timeout', () => request.destroy(new Error(`no answer from ${url} within 10 s`)));
    request.on('error', reject);
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[index]!;
}

interface TtfbResult {
  p50: number;
  p99: number;
  totalP50: number;
  samples: number;
  statuses: Set<number>;
}

/** Sequential requests (one at a time: server time, not queueing), bounded by count and by time. */
async function measureTtfb(
  url: string,
  options: { warmup?: number; samples?: number; maxSeconds?: number } = {},
): Promise<TtfbResult> {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const deadline = Date.now() + (options.maxSeconds ?? 60) * 1000;
    for (let i = 0; i < (options.warmup ?? 30) && Date.now() < deadline; i++) await timeRequest(url, agent);
    const ttfb: number[] = [];
    const total: number[] = [];
    const statuses = new Set<number>();
    for (let i = 0; i < (options.samples ?? 200) && Date.now() < deadline; i++) {
      const timing = await timeRequest(url, agent);
      ttfb.push(timing.ttfbMs);
      total.push(timing.totalMs);
      statuses.add(timing.status);
    }
    ttfb.sort((a, b) => a - b);
    total.sort((a, b) => a - b);
    return {
      p50: percentile(ttfb, 50),
      p99: percentile(ttfb, 99),
      totalP50: percentile(total, 50),
      samples: ttfb.length,
      statuses,
    };
  } finally {
    agent.destroy();
  }
}

export interface PageTtfb {
  subject: string;
  path: (context: BenchContext) => string;
  /** Budget for the p50 time to first byte, in ms. */
  maxP50Ms?: number;
}

const round = (n: number) => Math.round(n * 100) / 100;

/** Server time to first byte of a page, p50 and p99 over sequential requests. */
export function ttfbScenario(page: PageTtfb): Scenario {
  return {
    name: `TTFB ${page.subject}`,
    async run(context) {
      const url = new URL(page.path(context), context.shopUrl).toString();
      const result = await measureTtfb(url);
      const statuses = [...result.statuses].join(', ');
      context.log(
        `TTFB ${page.subject}: p50 ${result.p50.toFixed(2)} ms, p99 ${result.p99.toFixed(2)} ms, whole page p50 ${result.totalP50.toFixed(2)} ms (${result.samples} requests, HTTP ${statuses})`,
      );
      const note = statuses === '200' ? `${result.samples} sequential requests` : `HTTP ${statuses}`;
      const base = { subject: page.subject, target: context.target, unit: 'ms', note };
      const p50: Figure = { ...base, metric: 'TTFB p50', value: round(result.p50) };
      const figures: Figure[] = [
        page.maxP50Ms === undefined ? p50 : withBudget(p50, '<=', page.maxP50Ms),
        { ...base, metric: 'TTFB p99', value: round(result.p99) },
        { ...base, metric: 'whole page p50', value: round(result.totalP50) },
      ];
      if (statuses !== '200') for (const figure of figures) if (figure.budget) figure.pass = false;
      return figures;
    },
  };
}
