import { createHash, randomBytes } from 'node:crypto';
import { apiPlugin, type Database, loadConfig, openDatabase } from '@shop/api';
import { addIndiaDays, indiaDay } from '@shop/shared';
import Fastify from 'fastify';
// The service itself, for its query plans only (BENCH_EXPLAIN): the API's entry does not export it.
import { SalesReports } from '../../apps/api/src/modules/sales-reports/index.ts';
import { SEEDED_ORDERS, salesSeedStatements } from './sales-reports-seed.ts';
import { createScratchDatabase } from './server.ts';
import { type BenchContext, type Figure, type Scenario, withBudget } from './types.ts';

/**
 * Issue 28: every sales report over a year of 100,000 orders answers in under a second (ADR 0033,
 * docs/PERFORMANCE.md, Sales reports). The scenario opens its own database of the run's kind (an
 * in-memory PGlite, or a scratch database on BENCH_DATABASE_URL's server), seeds it by SQL, mounts the
 * API in this process and asks GET /api/admin/reports/sales for each grouping: one cold call, then
 * RUNS timed calls; the budget is on the slowest.
 */
const RUNS = 5;
const explain = process.env.BENCH_EXPLAIN === '1';
const groupings = ['day', 'week', 'month', 'product', 'category', 'promotion', 'payment', 'customers'];

async function openTarget(
  context: BenchContext,
): Promise<{ database: Database; drop?: () => Promise<void> }> {
  if (context.target !== 'PostgreSQL') return { database: await openDatabase({}) };
  const server = process.env.BENCH_DATABASE_URL;
  if (!server) throw new Error('the sales reports scenario on PostgreSQL needs BENCH_DATABASE_URL');
  const scratch = await createScratchDatabase(server);
  return { database: await openDatabase({ databaseUrl: scratch.url }), drop: scratch.drop };
}

/**
 * BENCH_EXPLAIN=1: each query of a report as PostgreSQL ran it (EXPLAIN ANALYZE), by handing the
 * service a database whose every query is explained instead; its figures are then meaningless.
 */
async function plans(database: Database, query: { from: string; to: string; by: string }): Promise<string[]> {
  const found: string[] = [];
  const explaining = {
    execute: async (query: Parameters<Database['db']['execute']>[0]) => {
      // Drizzle's dialect turns the query into text and parameters (public at run time, internal in its types).
      const { dialect } = database.db as unknown as {
        dialect: { sqlToQuery(q: unknown): { sql: string; params: unknown[] } };
      };
      const { sql, params } = dialect.sqlToQuery(query);
      // A setting the service makes for its next query (by promotion: JIT off) has no plan; logged as is.
      if (sql.startsWith('SET ')) {
        found.push(sql);
        return { rows: [] };
      }
      const rows = await database.query<Record<string, string>>(
        `EXPLAIN (ANALYZE, COSTS OFF) ${sql}`,
        params,
      );
      found.push(rows.map((row) => Object.values(row)[0]).join('\n'));
      return { rows: [] };
    },
    transaction: async (run: (tx: unknown) => Promise<unknown>) => run(explaining),
  } as unknown as Database['db'];
  await new SalesReports({ db: explaining }).report(query as never);
  return found;
}

/** An admin with a session, written straight to the tables: the scenario measures reports, not sign-in. */
async function adminToken(database: Database): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await database.query(
    `INSERT INTO users (id, first_name, last_name, user_name, email, role, email_verified_at) VALUES ('bench-admin', 'Bench', 'Admin', 'benchadmin', 'bench-admin@example.in', 'admin', now())`,
  );
  await database.query(
    `INSERT INTO sessions (id, user_id, token_hash, purpose, expires_at, last_seen_at) VALUES ('bench-session', 'bench-admin', $1, 'session', now() + interval '1 day', now())`,
    [createHash('sha256').update(token).digest('hex')],
  );
  return token;
}

async function run(context: BenchContext): Promise<Figure[]> {
  const { database, drop } = await openTarget(context);
  const app = Fastify();
  try {
    const now = new Date();
    let started = performance.now();
    for (const statement of salesSeedStatements(now)) await database.query(statement);
    const seedMs = performance.now() - started;
    context.log(
      `sales reports: ${SEEDED_ORDERS.toLocaleString('en-IN')} orders seeded in ${Math.round(seedMs)} ms`,
    );
    const token = await adminToken(database);
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      RATE_LIMIT_MAX: '1000000',
    });
    await app.register(apiPlugin, { config, database, prefix: '/api' });
    await app.ready();
    const to = indiaDay(now);
    const from = addIndiaDays(to, -364);
    const figures: Figure[] = [];
    for (const by of groupings) {
      const url = `/api/admin/reports/sales?from=${from}&to=${to}&by=${by}`;
      const ask = async () => {
        started = performance.now();
        const answer = await app.inject({
          method: 'GET',
          url,
          headers: { authorization: `Bearer ${token}` },
        });
        if (answer.statusCode !== 200)
          throw new Error(`${url} answered ${answer.statusCode}: ${answer.body.slice(0, 300)}`);
        return performance.now() - started;
      };
      if (explain)
        for (const plan of await plans(database, { from, to, by })) context.log(`by=${by}:\n${plan}`);
      // A month, where the orders' time index is worth reading instead of the whole table.
      if (explain && by === 'day') {
        const month = { from: addIndiaDays(to, -29), to, by };
        for (const plan of await plans(database, month)) context.log(`by=${by}, 30 days:\n${plan}`);
      }
      const cold = await ask();
      const times: number[] = [];
      for (let index = 0; index < RUNS; index++) times.push(await ask());
      times.sort((a, b) => a - b);
      const subject = `GET /api/admin/reports/sales by=${by}, a year of ${SEEDED_ORDERS.toLocaleString('en-IN')} orders`;
      context.log(
        `${subject}: cold ${Math.round(cold)} ms, median ${Math.round(times[RUNS >> 1]!)} ms, slowest ${Math.round(times.at(-1)!)} ms`,
      );
      figures.push(
        { subject, metric: 'first call', value: Math.round(cold), unit: 'ms', target: context.target },
        withBudget(
          {
            subject,
            metric: `slowest of ${RUNS}`,
            value: Math.round(times.at(-1)!),
            unit: 'ms',
            target: context.target,
          },
          '<=',
          1000,
        ),
      );
    }
    figures.push({
      subject: 'sales reports',
      metric: 'seeding 100,000 orders',
      value: Math.round(seedMs),
      unit: 'ms',
      target: context.target,
    });
    return figures;
  } finally {
    await app.close();
    await database.close();
    await drop?.();
  }
}

export const salesReportsScenario: Scenario = { name: 'sales reports: a year of 100,000 orders', run };
