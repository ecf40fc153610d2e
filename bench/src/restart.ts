import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort, repoRoot, serveEnv, serveFlags } from '../../scripts/shop-process.ts';
import { describeLoad, measureCeiling } from './http-load.ts';
import { createScratchDatabase, startCeilingServer } from './server.ts';

/**
 * Restarts only (docs/PERFORMANCE.md, Memory and start): the built shop is started once on a fresh
 * DATA_DIR (the first start migrates and seeds), then stopped and started again on that data
 * BENCH_RESTARTS times (default 7). Each restart is timed from the spawn to the first 200 of
 * /api/health (polled every 10 ms) and on to the first 200 of the home page, with the CPU the process
 * used until it was healthy. The ceiling is measured first, as in run.ts, to say what kind of host it was.
 *
 *   node --import tsx bench/src/restart.ts
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres node --import tsx bench/src/restart.ts
 *   BENCH_COMPARE=/path/to/another/checkout node --import tsx bench/src/restart.ts
 *
 * BENCH_DATABASE_URL also restarts on a scratch PostgreSQL database beside the one named (dropped
 * afterwards). BENCH_COMPARE alternates every restart with the build of another checkout of the shop
 * (built there with npm run build, and started with the flags of that checkout's own launcher), so both
 * see the same moments of a shared host; each build has its own data (and scratch database), so
 * builds of different migrations compare.
 */

const restarts = Number(process.env.BENCH_RESTARTS ?? 7);
const log = (line: string) => console.log(line);

interface Build {
  name: string;
  root: string;
  /** The Node flags and environment that checkout's own launcher gives its build. */
  flags: readonly string[];
  environment: Readonly<Record<string, string>>;
}

interface Sample {
  healthySec: number;
  pageSec: number;
  cpuSec: number;
}

const builds: Build[] = [{ name: 'this checkout', root: repoRoot, flags: serveFlags, environment: serveEnv }];
if (process.env.BENCH_COMPARE) {
  // Another version may start its build with other flags: it runs as its own launcher runs it.
  const root = path.resolve(process.env.BENCH_COMPARE);
  const launcher = (await import(pathToFileURL(path.join(root, 'scripts', 'shop-process.ts')).href)) as {
    serveFlags: readonly string[];
    serveEnv: Readonly<Record<string, string>>;
  };
  builds.push({ name: root, root, flags: launcher.serveFlags, environment: launcher.serveEnv });
}
for (const build of builds) {
  if (!existsSync(serverFile(build)))
    throw new Error(`${build.name} is not built: run "npm run build" there first.`);
}

function serverFile(build: Build): string {
  return path.join(build.root, 'apps', 'web', 'build', 'runtime', 'main.js');
}

/** User and system CPU the process has used so far, in seconds (Linux /proc). */
function cpuSeconds(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
}

/** Starts a build as `npm run serve` does and times it; stops it again before answering. */
async function timedStart(build: Build, dataDir: string, databaseUrl?: string): Promise<Sample> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const started = performance.now();
  const child: ChildProcess = spawn(process.execPath, [...build.flags, serverFile(build)], {
    cwd: build.root,
    stdio: ['ignore', 'ignore', 'pipe'],
    env: {
      ...process.env,
      ...build.environment,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      DATABASE_URL: databaseUrl ?? '',
      REDIS_URL: '',
      SMTP_URL: '',
      PUBLIC_URL: '',
      ADMIN_EMAIL: 'owner@bench.example',
      ADMIN_PASSWORD: 'bench-restart-password',
      PAYMENTS_SANDBOX: 'true',
      SEED_DEMO: 'true',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
    },
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = (errors + chunk.toString()).slice(-4_000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  let gone = false;
  void exited.then(() => {
    gone = true;
  });
  try {
    const deadline = started + 240_000;
    for (;;) {
      if (gone) throw new Error(`the shop exited during its start:\n${errors}`);
      if (performance.now() > deadline) throw new Error('the shop did not become healthy within 240 s');
      const ok = await fetch(`${base}/api/health`).then(
        (response) => response.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const healthySec = (performance.now() - started) / 1000;
    const cpuSec = cpuSeconds(child.pid!);
    const page = await fetch(`${base}/`);
    await page.arrayBuffer();
    if (!page.ok) throw new Error(`the home page answered ${page.status}`);
    return { healthySec, pageSec: (performance.now() - started) / 1000, cpuSec };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const seconds = (values: number[]) =>
  `median ${median(values).toFixed(2)} s (${Math.min(...values).toFixed(2)}–${Math.max(...values).toFixed(2)})`;

/** Where a build keeps its data: a DATA_DIR and, on PostgreSQL, a scratch database of its own. */
interface Store {
  dataDir: string;
  databaseUrl?: string;
  drop?: () => Promise<void>;
}

async function measure(target: string, pgServer?: string): Promise<void> {
  const stores = new Map<Build, Store>();
  try {
    // Each build on data of its own, migrated by its own first start: builds of different migrations
    // can be compared, and neither reads what the other wrote.
    for (const build of builds) {
      const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-restart-'));
      const scratch = pgServer ? await createScratchDatabase(pgServer) : undefined;
      stores.set(build, { dataDir, databaseUrl: scratch?.url, drop: scratch?.drop });
      const first = await timedStart(build, dataDir, scratch?.url);
      log(
        `${target}, ${build.name}: first start (migrations, demo catalogue) healthy in ${first.healthySec.toFixed(2)} s`,
      );
    }
    const samples = new Map<Build, Sample[]>(builds.map((build) => [build, []]));
    for (let run = 1; run <= restarts; run++) {
      for (const build of builds) {
        const store = stores.get(build)!;
        const sample = await timedStart(build, store.dataDir, store.databaseUrl);
        samples.get(build)!.push(sample);
        log(
          `  ${target}, ${build.name}, restart ${run}: healthy ${sample.healthySec.toFixed(2)} s, home page ${sample.pageSec.toFixed(2)} s, CPU ${sample.cpuSec.toFixed(2)} s`,
        );
      }
    }
    for (const [build, list] of samples) {
      log(`${target}, ${build.name}: restart to healthy ${seconds(list.map((s) => s.healthySec))}`);
      log(`${target}, ${build.name}: restart to the home page ${seconds(list.map((s) => s.pageSec))}`);
      log(`${target}, ${build.name}: CPU until healthy ${seconds(list.map((s) => s.cpuSec))}`);
    }
  } finally {
    for (const store of stores.values()) {
      rmSync(store.dataDir, { recursive: true, force: true });
      await store.drop?.();
    }
  }
}

const loadStart = os.loadavg();
const ceilingServer = await startCeilingServer();
try {
  log(`ceiling: ${describeLoad(await measureCeiling(ceilingServer.url, 50, 8))}`);
} finally {
  await ceilingServer.stop();
}
await measure('PGlite');
const pgServer = process.env.BENCH_DATABASE_URL;
if (pgServer) await measure('PostgreSQL', pgServer);
log(
  `load average ${loadStart.map((n) => n.toFixed(1)).join(' ')} at the start, ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} at the end`,
);
