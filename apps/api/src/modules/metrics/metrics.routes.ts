import { timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import { notFound, unauthorized } from '../../lib/errors.ts';

/** One 75th percentile of shoppers' Core Web Vitals, as the web-vitals module reads it. */
interface VitalsGauge {
  period: string;
  pageType: string;
  metric: string;
  p75: number;
  samples: number;
}

export interface MetricsOptions {
  config: Pick<Config, 'METRICS_TOKEN'>;
  database: Database;
  /** Shoppers' Core Web Vitals p75s (the web-vitals module), handed in by app.ts. */
  webVitals?: { gauges(): Promise<VitalsGauge[]> };
}

function sameToken(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * `GET /metrics` in Prometheus text format, for the API's requests and the shop's state. Orders, payment
 * outcomes and the outbox are read from the database when scraped, so every node reports the same shop-wide
 * figures and nothing has to be counted inside the order path. Off (404) unless METRICS_TOKEN is set.
 */
const metrics: FastifyPluginAsync<MetricsOptions> = async (app, { config, database, webVitals }) => {
  const token = config.METRICS_TOKEN;
  const endpoint = { schema: { hide: true }, config: { rateLimit: false } };
  if (!token) {
    // Off: prom-client is not even loaded (lib/first-use.ts).
    app.get('/metrics', endpoint, async () => {
      throw notFound('Not found');
    });
    return;
  }
  const { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } = await import('prom-client');
  const register = new Registry();
  collectDefaultMetrics({ register, prefix: 'shop_' });

  const requests = new Counter({
    name: 'shop_http_requests_total',
    help: 'API requests answered, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [register],
  });
  const latency = new Histogram({
    name: 'shop_http_request_duration_seconds',
    help: 'API response time, by method, route and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [register],
  });
  new Gauge({
    name: 'shop_orders',
    help: 'Orders in the database, by payment method and status',
    labelNames: ['payment_method', 'status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      const rows = await database.query<{ payment_method: string; status: string; count: string | number }>(
        'SELECT payment_method, status, count(*) AS count FROM orders GROUP BY payment_method, status',
      );
      for (const row of rows)
        this.set({ payment_method: row.payment_method, status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'shop_payment_attempts',
    help: 'Online payment attempts, by outcome (created, paid, failed, needs_refund)',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      const rows = await database.query<{ status: string; count: string | number }>(
        'SELECT status, count(*) AS count FROM payment_attempts GROUP BY status',
      );
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  new Gauge({
    name: 'shop_outbox_messages',
    help: 'E-mails in the outbox, by status (pending is the queue depth; failed gave up)',
    labelNames: ['status'] as const,
    registers: [register],
    async collect() {
      this.reset();
      for (const status of ['pending', 'sent', 'failed']) this.set({ status }, 0);
      const rows = await database.query<{ status: string; count: string | number }>(
        'SELECT status, count(*) AS count FROM outbox GROUP BY status',
      );
      for (const row of rows) this.set({ status: row.status }, Number(row.count));
    },
  });
  if (webVitals) {
    const labelNames = ['page_type', 'metric', 'period'] as const;
    // The registry collects every metric at once: the two gauges share one read of a scrape.
    let reading: Promise<VitalsGauge[]> | null = null;
    const read = () => {
      reading ??= webVitals.gauges().finally(() => {
        reading = null;
      });
      return reading;
    };
    const labelsOf = (gauge: VitalsGauge) => ({
      page_type: gauge.pageType,
      metric: gauge.metric,
      period: gauge.period,
    });
    new Gauge({
      name: 'shop_web_vitals_p75',
      help: "75th percentile of shoppers' Core Web Vitals: seconds for LCP, INP, TTFB and FCP, the score for CLS; by page type (all = every page), metric and period (today in India, 28d)",
      labelNames,
      registers: [register],
      async collect() {
        this.reset();
        for (const gauge of await read())
          this.set(labelsOf(gauge), gauge.metric === 'CLS' ? gauge.p75 : gauge.p75 / 1000);
      },
    });
    new Gauge({
      name: 'shop_web_vitals_samples',
      help: "Shoppers' Core Web Vitals values received, by page type, metric and period (as shop_web_vitals_p75)",
      labelNames,
      registers: [register],
      async collect() {
        this.reset();
        for (const gauge of await read()) this.set(labelsOf(gauge), gauge.samples);
      },
    });
  }
  new Gauge({
    name: 'shop_database_connections',
    help: 'PostgreSQL pool connections of this node, by state (absent with the embedded database)',
    labelNames: ['state'] as const,
    registers: [register],
    collect() {
      const pool = database.pool;
      if (!pool) return;
      this.set({ state: 'total' }, pool.totalCount);
      this.set({ state: 'idle' }, pool.idleCount);
      this.set({ state: 'waiting' }, pool.waitingCount);
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    // The route's pattern, not the URL: ids in paths must not make a new series per product.
    const route = request.routeOptions.url ?? 'unmatched';
    const labels = { method: request.method, route, status: String(reply.statusCode) };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });

  app.get('/metrics', endpoint, async (request, reply) => {
    const header = request.headers.authorization ?? '';
    const given = header.startsWith('Bearer ') ? header.slice('Bearer '.length) : '';
    if (!sameToken(given, token)) {
      reply.header('www-authenticate', 'Bearer');
      throw unauthorized('A valid metrics token is required');
    }
    return reply.type(register.contentType).send(await register.metrics());
  });
};

/** Not encapsulated, so that its response hook sees every API route of the scope it is registered in. */
export const metricsRoutes = fp(metrics, { name: 'shop-metrics' });
