import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describeLoad, measureCeiling } from './http-load.ts';
import { idleFigures, loadedFigures, restartFigure, settle, settledFigure } from './memory.ts';
import { forgetBuyers } from './orders/index.ts';
import { writeReport } from './report.ts';
import { scenarios } from './scenarios.ts';
import {
  assertBuilt,
  benchAdmin,
  createScratchDatabase,
  startBenchShop,
  startCeilingServer,
} from './server.ts';
import type { BenchContext, Figure } from './types.ts';

/**
 * `npm run bench` (after the build): the built shop on loopback with a fresh DATA_DIR, measured by
 * the scenarios of scenarios.ts, then written to bench/results/latest.{json,md}.
 *
 * BENCH_DURATION_SEC   seconds per load run (default 8)
 * BENCH_CONNECTIONS    concurrent connections (default 50)
 * BENCH_ONLY           run only scenarios whose name contains this text (for iterating)
 * BENCH_DATABASE_URL   also run everything on PostgreSQL (a scratch database is created and dropped)
 * BENCH_SHOP_URL       measure a shop that is already running there instead of starting one
 * BENCH_DATA_DIR       that shop's DATA_DIR (the order scenarios read sign-up codes from its outbox)
 * BENCH_ADMIN_EMAIL, BENCH_ADMIN_PASSWORD  that shop's admin (the chat scenario's team side)
 * BENCH_CHAT_CLIENTS   chat streams held open by the chat scenario (default 1000)
 * BENCH_STRICT=1       exit 1 when a budget is missed
 */
const durationSec = Number(process.env.BENCH_DURATION_SEC ?? 8);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const only = process.env.BENCH_ONLY;
const log = (line: string) => console.log(line);
/** How long the shop sits idle after the load before its memory is read once more. */
const SETTLE_AFTER_LOAD_SEC = 30;

/** BENCH_ADMIN_EMAIL and BENCH_ADMIN_PASSWORD: the admin of a shop given by BENCH_SHOP_URL. */
function externalAdmin(): BenchContext['admin'] {
  const email = process.env.BENCH_ADMIN_EMAIL;
  const password = process.env.BENCH_ADMIN_PASSWORD;
  return email && password ? { email, password } : undefined;
}

interface Target {
  name: string;
  databaseUrl?: string;
  /** A shop somebody else started (BENCH_SHOP_URL). */
  url?: string;
  cleanup?: () => Promise<void>;
}

async function main() {
  assertBuilt();
  const startedAt = new Date();
  const loadStart = os.loadavg();
  log(
    `bench: ${os.cpus().length} cores, Node ${process.version}, ${connections} connections, ${durationSec} s per load run`,
  );

  const ceiling = await ceilingRun('ceiling');
  const figures: Figure[] = [
    { subject: 'trivial node:http, 2 KB JSON', metric: 'req/s (ceiling)', value: ceiling.rps, unit: 'req/s' },
    { subject: 'trivial node:http, 2 KB JSON', metric: 'latency p50', value: ceiling.p50, unit: 'ms' },
    { subject: 'trivial node:http, 2 KB JSON', metric: 'latency p99', value: ceiling.p99, unit: 'ms' },
  ];

  const external = process.env.BENCH_SHOP_URL;
  const targets: Target[] = external ? [{ name: 'as running', url: external }] : [{ name: 'PGlite' }];
  const pgServer = process.env.BENCH_DATABASE_URL;
  if (pgServer) {
    const scratch = await createScratchDatabase(pgServer);
    log(`PostgreSQL: scratch database ${scratch.name}`);
    targets.push({ name: 'PostgreSQL', databaseUrl: scratch.url, cleanup: scratch.drop });
  }

  const chosen = scenarios.filter((s) => !only || s.name.includes(only));
  try {
    for (const [index, target] of targets.entries()) {
      log(`\n== shop on ${target.name}`);
      const started = Date.now();
      // Our own DATA_DIR, kept across the restart measured at the end.
      const dataDir = target.url ? undefined : mkdtempSync(path.join(os.tmpdir(), 'shop-bench-'));
      const shop = target.url
        ? {
            url: target.url.replace(/\/+$/, ''),
            dataDir: process.env.BENCH_DATA_DIR,
            pid: undefined,
            stop: async () => undefined,
          }
        : await startBenchShop(target.databaseUrl, dataDir);
      try {
        log(`shop up at ${shop.url} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
        if (shop.pid) {
          await settle();
          figures.push(...idleFigures(target.name, shop.pid, 'first start'));
        }
        const context: BenchContext = {
          shopUrl: shop.url,
          target: target.name,
          ceilingRps: ceiling.rps,
          productId: await pickProductId(shop.url),
          dataDir: shop.dataDir,
          durationSec,
          connections,
          pid: shop.pid,
          admin: target.url ? externalAdmin() : benchAdmin,
          log: (line) => log(`  ${line}`),
        };
        for (const scenario of chosen) {
          // Page weight does not depend on the database: measure it once.
          if (index > 0 && scenario.databaseIndependent) continue;
          log(`- ${scenario.name}`);
          try {
            figures.push(...(await scenario.run(context)));
          } catch (error) {
            log(`  FAILED: ${(error as Error).message}`);
            figures.push({
              subject: scenario.name,
              metric: 'error',
              value: Number.NaN,
              unit: '',
              target: target.name,
              pass: false,
              note: (error as Error).message,
            });
          }
        }
        if (shop.pid) {
          figures.push(...loadedFigures(target.name, shop.pid));
          await settle(SETTLE_AFTER_LOAD_SEC * 1000);
          figures.push(settledFigure(target.name, shop.pid, SETTLE_AFTER_LOAD_SEC));
        }
      } finally {
        forgetBuyers(shop.url);
        await shop.stop();
      }
      if (dataDir) {
        figures.push(...(await measureRestart(target, dataDir)));
        rmSync(dataDir, { recursive: true, force: true });
      }
    }
  } finally {
    for (const target of targets)
      await target.cleanup?.().catch((error) => log(`could not drop scratch database: ${error}`));
  }

  // The machine is shared: a second look at the ceiling shows how much it drifted during the run.
  if (!only) {
    const after = await ceilingRun('ceiling again');
    figures.push({
      subject: 'trivial node:http, 2 KB JSON',
      metric: 'req/s (ceiling, at the end)',
      value: after.rps,
      unit: 'req/s',
      note: `${Math.round((100 * after.rps) / ceiling.rps)}% of the first measurement; ratios use the first`,
    });
  }

  const report = await writeReport({
    startedAt,
    finishedAt: new Date(),
    settings: { connections, durationSec, only: only ?? null },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model ?? 'unknown',
      memoryGb: Math.round(os.totalmem() / 2 ** 30),
      node: process.version,
      platform: `${os.type()} ${os.release()} ${os.arch()}`,
      loadavgStart: loadStart.map((n) => Math.round(n * 100) / 100),
      loadavgEnd: os.loadavg().map((n) => Math.round(n * 100) / 100),
    },
    figures,
  });
  console.log(`\n${report.markdown}`);
  console.log(`written: ${report.files.join(', ')}`);
  if (process.env.BENCH_STRICT === '1' && figures.some((f) => f.pass === false)) process.exit(1);
}

async function ceilingRun(label: string) {
  const server = await startCeilingServer();
  try {
    log(`${label}: trivial node:http server answering ${server.bodyBytes} B of JSON`);
    const result = await measureCeiling(server.url, connections, durationSec);
    log(`${label}: ${describeLoad(result)}`);
    return result;
  } finally {
    await server.stop();
  }
}

/** Starts the shop again on the data the first start left (migrated, seeded): an owner's restart. */
async function measureRestart(target: Target, dataDir: string): Promise<Figure[]> {
  const started = performance.now();
  const shop = await startBenchShop(target.databaseUrl, dataDir);
  try {
    const seconds = (performance.now() - started) / 1000;
    log(`restarted on the same data in ${seconds.toFixed(2)} s`);
    await settle();
    return [restartFigure(target.name, seconds), ...idleFigures(target.name, shop.pid, 'restart')];
  } finally {
    await shop.stop();
  }
}

async function pickProductId(shopUrl: string): Promise<string> {
  const response = await fetch(new URL('/api/product/getAllProducts?limit=1', shopUrl));
  const { products } = (await response.json()) as { products: { _id: string }[] };
  const id = products[0]?._id;
  if (!id) throw new Error('the shop has no product to measure');
  return id;
}

main().catch((error) => {
  console.error(`bench failed: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
});
