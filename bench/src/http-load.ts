import http from 'node:http';
import autocannon, { type Result } from 'autocannon';
import { type RecordedAnswer, type ReplayKind, startReplayServer } from './server.ts';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

interface LoadOptions {
  url: string;
  connections: number;
  durationSec: number;
  headers?: Record<string, string>;
}

export interface LoadResult {
  rps: number;
  p50: number;
  p99: number;
  requests: number;
  bytesPerResponse: number;
  errors: number;
  non2xx: number;
}

/**
 * One autocannon run. Bounded three ways: its duration, a cap on the number of requests, and a
 * watchdog that stops it if it has not finished 30 s after the duration.
 */
function load(options: LoadOptions): Promise<LoadResult> {
  return new Promise((resolve, reject) => {
    const instance = autocannon(
      {
        url: options.url,
        connections: options.connections,
        duration: options.durationSec,
        maxOverallRequests: 5_000_000,
        timeout: 10,
        headers: options.headers,
      },
      (error, result: Result) => {
        clearTimeout(watchdog);
        if (error) return reject(error);
        const ok = result['2xx'];
        resolve({
          rps: result.requests.average,
          p50: result.latency.p50,
          p99: result.latency.p99,
          requests: result.requests.total,
          bytesPerResponse: ok ? Math.round(result.throughput.total / Math.max(1, result.requests.total)) : 0,
          errors: result.errors + result.timeouts,
          non2xx: result.non2xx,
        });
      },
    );
    const watchdog = setTimeout(() => instance.stop(), (options.durationSec + 30) * 1000);
  });
}

/** A short run to warm the JIT, caches and connection pools before measuring. */
async function warmUp(url: string, headers?: Record<string, string>): Promise<void> {
  await load({ url, connections: 10, durationSec: 2, headers });
}

/** Measures the trivial server at the same concurrency: the machine's ceiling for small JSON answers. */
export async function measureCeiling(
  url: string,
  connections: number,
  durationSec: number,
): Promise<LoadResult> {
  await warmUp(url);
  return load({ url, connections, durationSec });
}

export function describeLoad(result: LoadResult): string {
  return `${Math.round(result.rps)} req/s, p50 ${result.p50} ms, p99 ${result.p99} ms, ${result.bytesPerResponse} B/response, ${result.requests} requests${result.errors || result.non2xx ? `, ${result.errors} errors, ${result.non2xx} non-2xx` : ''}`;
}

export interface EndpointLoad {
  /** Shown in the table. */
  subject: string;
  /** Path on the shop, may use the context (e.g. a product id). */
  path: (context: BenchContext) => string;
  headers?: Record<string, string>;
  /** Minimum share of the ceiling, e.g. 0.4; undefined for figures measured for information only. */
  minRatio?: number;
  /** Most milliseconds for the 99th percentile, when it has a budget. */
  maxP99Ms?: number;
  /**
   * Also measure the same answer served by bare node:http and by bare Fastify (once per run): how far the
   * machine, the load generator and the framework let this answer go before the shop does any work.
   */
  floors?: boolean;
}

/** The shop's answer exactly as it went over the wire (node:http does not decompress). */
function recordAnswer(url: string, headers: Record<string, string> = {}): Promise<RecordedAnswer> {
  // Per connection or per message: a replay server sets its own.
  const hopByHop = new Set(['connection', 'keep-alive', 'date', 'transfer-encoding', 'content-length']);
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, timeout: 10_000 }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('error', reject);
      response.on('end', () => {
        const kept: Record<string, string> = {};
        for (const [name, value] of Object.entries(response.headers)) {
          if (!hopByHop.has(name) && typeof value === 'string') kept[name] = value;
        }
        resolve({ status: response.statusCode ?? 0, headers: kept, body: Buffer.concat(chunks) });
      });
    });
    request.on('timeout', () => request.destroy(new Error(`GET ${url} took longer than 10 s`)));
    request.on('error', reject);
  });
}

const floorsMeasured = new Set<string>();

async function floorFigures(endpoint: EndpointLoad, url: string, context: BenchContext): Promise<Figure[]> {
  if (floorsMeasured.has(endpoint.subject)) return [];
  floorsMeasured.add(endpoint.subject);
  const answer = await recordAnswer(url, endpoint.headers);
  const figures: Figure[] = [];
  for (const kind of ['node:http', 'Fastify'] as ReplayKind[]) {
    const server = await startReplayServer(kind, answer);
    try {
      const replayUrl = new URL(new URL(url).pathname, server.url).toString();
      await warmUp(replayUrl, endpoint.headers);
      const result = await load({
        url: replayUrl,
        connections: context.connections,
        durationSec: context.durationSec,
        headers: endpoint.headers,
      });
      context.log(`${endpoint.subject}, the same answer from bare ${kind}: ${describeLoad(result)}`);
      figures.push({
        subject: endpoint.subject,
        metric: `same answer from bare ${kind}, share of ceiling`,
        value: result.rps / context.ceilingRps,
        unit: 'ratio',
      });
    } finally {
      await server.stop();
    }
  }
  return figures;
}

/** Requests/s, p50 and p99 for one endpoint at the run's concurrency, and its ratio to the ceiling. */
export function endpointScenario(endpoint: EndpointLoad): Scenario {
  return {
    name: endpoint.subject,
    async run(context) {
      const url = new URL(endpoint.path(context), context.shopUrl).toString();
      await warmUp(url, endpoint.headers);
      const result = await load({
        url,
        connections: context.connections,
        durationSec: context.durationSec,
        headers: endpoint.headers,
      });
      context.log(`${endpoint.subject}: ${describeLoad(result)}`);
      const failures = result.errors + result.non2xx;
      const note = failures ? `${failures} of ${result.requests} requests failed` : undefined;
      const base = { subject: endpoint.subject, target: context.target };
      const ratio: Figure = {
        ...base,
        metric: 'share of ceiling',
        value: result.rps / context.ceilingRps,
        unit: 'ratio',
        note,
      };
      const p99: Figure = { ...base, metric: 'latency p99', value: result.p99, unit: 'ms' };
      const figures: Figure[] = [
        { ...base, metric: 'req/s', value: result.rps, unit: 'req/s', note },
        endpoint.minRatio === undefined ? ratio : withBudget(ratio, '>=', endpoint.minRatio),
        { ...base, metric: 'latency p50', value: result.p50, unit: 'ms' },
        endpoint.maxP99Ms === undefined ? p99 : withBudget(p99, '<=', endpoint.maxP99Ms),
        { ...base, metric: 'response size', value: result.bytesPerResponse, unit: 'B' },
      ];
      // A fast answer that is an error is not a pass.
      if (failures) for (const figure of figures) if (figure.budget) figure.pass = false;
      if (endpoint.floors) figures.push(...(await floorFigures(endpoint, url, context)));
      return figures;
    },
  };
}
