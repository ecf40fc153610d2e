import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { freePort, type RunningShop, repoRoot, startShop } from '../../scripts/shop-process.ts';

export { assertBuilt } from '../../scripts/shop-process.ts';

/** The first admin of a shop the bench starts (the chat scenario answers as the team). */
export const benchAdmin = {
  email: 'owner@bench.example',
  password: `bench-${randomBytes(9).toString('hex')}`,
};

/** The built shop for benchmarking: fresh DATA_DIR, quiet logs, rate limit out of the way. */
export function startBenchShop(databaseUrl?: string, dataDir?: string): Promise<RunningShop> {
  return startShop({
    dataDir,
    env: {
      ADMIN_EMAIL: benchAdmin.email,
      ADMIN_PASSWORD: benchAdmin.password,
      // Per minute and per address: on a fast host the catalogue runs alone send over a million requests
      // from 127.0.0.1 within a minute, and the scenarios after them were refused with 429.
      RATE_LIMIT_MAX: '1000000000',
      // Each bench buyer places dozens of Cash on Delivery orders that are never delivered.
      COD_MAX_OPEN_ORDERS: '1000000',
      COD_MAX_OPEN_VALUE: '1000000000',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    startTimeoutMs: 240_000,
    echo: '  [shop] ',
  });
}

export interface CeilingServer {
  url: string;
  bodyBytes: number;
  stop(): Promise<void>;
}

// A separate process, like the shop, so that the load generator and the server never share an event loop.
const CEILING_SOURCE = `
const http = require('node:http');
const products = Array.from({ length: 8 }, (_, i) => ({ _id: 'p' + i, name: 'Product ' + i, brand: 'Brand', price: 499, discountPrice: 449, stock: 10 }));
const empty = JSON.stringify({ products, pad: '' });
const body = JSON.stringify({ products, pad: 'x'.repeat(2048 - Buffer.byteLength(empty)) });
const server = http.createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(body) });
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready ' + Buffer.byteLength(body)));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`;

/** A trivial node:http server answering a fixed ~2 KB JSON body: the most this machine can serve. */
export async function startCeilingServer(): Promise<CeilingServer> {
  const server = await startLoopbackServer('the ceiling server', CEILING_SOURCE, {});
  return {
    url: server.url,
    bodyBytes: Number(/ready (\d+)/.exec(server.readyLine)?.[1] ?? 0),
    stop: server.stop,
  };
}

interface LoopbackServer {
  url: string;
  /** What the server printed when it was listening. */
  readyLine: string;
  stop(): Promise<void>;
}

/** Runs `source` in its own Node process on a free loopback port; it prints a line starting "ready" once listening. */
async function startLoopbackServer(
  name: string,
  source: string,
  env: Record<string, string>,
): Promise<LoopbackServer> {
  const port = await freePort();
  const child: ChildProcess = spawn(process.execPath, ['-e', source], {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const readyLine = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${name} did not start within 10 s`)), 10_000);
    child.once('exit', (code) => reject(new Error(`${name} exited with code ${code}`)));
    child.stdout?.once('data', (chunk: Buffer) => {
      clearTimeout(timer);
      resolve(chunk.toString());
    });
  });
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  return {
    url: `http://127.0.0.1:${port}/`,
    readyLine,
    async stop() {
      process.removeListener('exit', killOnExit);
      if (child.exitCode !== null) return;
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
      await exited;
      clearTimeout(force);
    },
  };
}

/** One answer of the shop as it went over the wire: status, headers and the (possibly compressed) body. */
export interface RecordedAnswer {
  status: number;
  headers: Record<string, string>;
  body: Buffer;
}

// Both replay servers answer every request with the recorded answer, read from a file the bench wrote.
const REPLAY_SOURCE = {
  'node:http': `
const answer = JSON.parse(require('node:fs').readFileSync(process.env.ANSWER_FILE, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const server = require('node:http').createServer((req, res) => {
  res.writeHead(answer.status, answer.headers);
  res.end(body);
});
server.keepAliveTimeout = 65000;
server.listen(Number(process.env.PORT), '127.0.0.1', () => console.log('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
`,
  Fastify: `
const answer = JSON.parse(require('node:fs').readFileSync(process.env.ANSWER_FILE, 'utf8'));
const body = Buffer.from(answer.body, 'base64');
const app = require(process.env.FASTIFY_PATH)({ logger: { level: 'warn' } });
app.get('/*', (request, reply) => {
  reply.code(answer.status).headers(answer.headers).send(body);
});
app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).then(() => console.log('ready'));
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
`,
} as const;

export type ReplayKind = keyof typeof REPLAY_SOURCE;

/**
 * A bare server that answers every request with one recorded answer of the shop: node:http shows what the
 * machine and the load generator can do with that many bytes and headers, Fastify (the shop's version, with
 * a logger at the shop's level) what the framework costs before the shop's own work.
 */
export async function startReplayServer(kind: ReplayKind, answer: RecordedAnswer): Promise<LoopbackServer> {
  const file = path.join(mkdtempSync(path.join(os.tmpdir(), 'bench-replay-')), 'answer.json');
  writeFileSync(file, JSON.stringify({ ...answer, body: answer.body.toString('base64') }));
  const server = await startLoopbackServer(`the ${kind} replay server`, REPLAY_SOURCE[kind], {
    ANSWER_FILE: file,
    FASTIFY_PATH: createRequire(import.meta.url).resolve('fastify'),
  });
  return {
    ...server,
    async stop() {
      await server.stop();
      rmSync(path.dirname(file), { recursive: true, force: true });
    },
  };
}

/** `pg` as the API workspace resolves it (the bench workspace does not depend on it directly). */
function loadPg(): typeof import('pg') {
  const require = createRequire(path.join(repoRoot, 'apps', 'api', 'package.json'));
  return require('pg');
}

async function adminQuery(url: string, sql: string): Promise<void> {
  const pg = loadPg();
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

export interface ScratchDatabase {
  url: string;
  name: string;
  drop(): Promise<void>;
}

/** A fresh, empty database beside the one BENCH_DATABASE_URL names; dropped again after the run. */
export async function createScratchDatabase(serverUrl: string): Promise<ScratchDatabase> {
  const name = `shop_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    name,
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
