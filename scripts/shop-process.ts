import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (this file lives in scripts/). */
export const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
export const serverBuildFile = path.join(repoRoot, 'apps', 'web', 'build', 'runtime', 'main.js');
/**
 * Node's flags of `npm run serve` (package.json) and deploy/ayur-shop.service, kept the same here. A
 * young generation of 2 MB semi-spaces keeps about 100 MB less after load for the same throughput. A
 * heap limit of 1 GB also bounds how far V8 lets the heap grow between full collections: on a host with
 * much memory its default limit is about 4 GB, and it then lets the heap reach four times what is live
 * (60–80 MB after the bench's load) before collecting; with 1 GB, about 1.6 times (docs/PERFORMANCE.md,
 * Memory and start). A WebAssembly tiering budget of 10^9 (Node 24's default is 1.3 × 10^7, Node 20's
 * 1.8 × 10^6) keeps V8 from optimising PGlite's functions while a start runs them: a start then uses a
 * third less CPU, and the functions orders keep hot are optimised once they have run longer (COD orders/s
 * just after a start: about 8 % fewer; docs/PERFORMANCE.md, Restart).
 */
export const serveFlags = [
  '--max-semi-space-size=2',
  '--max-old-space-size=1024',
  '--wasm-tiering-budget=1000000000',
];

/**
 * The C library's setting of the same launchers: memory blocks of 128 KB and more (compression state,
 * large buffers) are mapped on their own and given back when freed. glibc otherwise raises that limit
 * after the first large block is freed and keeps later ones in its heap, where about 100 MB stayed
 * resident after load (docs/PERFORMANCE.md, Memory and start). Other C libraries ignore it.
 */
export const serveEnv = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export interface StartShopOptions {
  /** Extra environment for the shop (PORT, HOST and DATA_DIR are set here unless given). */
  env?: Record<string, string>;
  /** A DATA_DIR to use; by default a fresh temporary one, removed again by stop(). */
  dataDir?: string;
  /** How long the first start (migrations, demo catalogue, rendered images) may take. */
  startTimeoutMs?: number;
  /** Prefix for the shop's own output lines on our stderr; false keeps them only for error messages. */
  echo?: string | false;
}

export interface RunningShop {
  url: string;
  port: number;
  dataDir: string;
  pid: number;
  /** SIGTERM, then SIGKILL after a grace period; removes a temporary DATA_DIR. */
  stop(): Promise<void>;
}

/** A free TCP port on the loopback interface (the OS picks it; we release it right away). */
export function freePort(host = '127.0.0.1'): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, host, () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Fails with a clear line when `npm run build` has not been run. */
export function assertBuilt(): void {
  if (!existsSync(serverBuildFile)) {
    throw new Error(
      `The shop is not built (${path.relative(repoRoot, serverBuildFile)} is missing): run "npm run build" first.`,
    );
  }
}

/**
 * The environment the shop under test runs with: production, plus the sandboxes, demo catalogue and
 * admin password a local shop asks for; `overrides` last.
 */
export function shopEnvironment(overrides: Record<string, string>): NodeJS.ProcessEnv {
  return {
    ...process.env,
    ...serveEnv,
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    // An empty value counts as unset for the shop's config, and keeps a developer's .env from pointing us elsewhere.
    DATABASE_URL: '',
    REDIS_URL: '',
    SMTP_URL: '',
    PUBLIC_URL: '',
    // Production refuses to print a generated admin password to its log, and runs the payment sandbox
    // and seeds the demo catalogue only when asked: a local shop under test asks for all three.
    ADMIN_PASSWORD: `local-${randomBytes(12).toString('hex')}`,
    PAYMENTS_SANDBOX: 'true',
    // The shipping sandbox too: journeys book couriers and move parcels without Shiprocket.
    SHIPPING_SANDBOX: 'true',
    SEED_DEMO: 'true',
    ...overrides,
  };
}

/**
 * Starts the built shop exactly as `npm run serve` does (`node apps/web/build/runtime/main.js`, the compiled server)
 * on a free loopback port, and resolves once GET /api/health answers 200.
 */
export async function startShop(options: StartShopOptions = {}): Promise<RunningShop> {
  assertBuilt();
  const host = '127.0.0.1';
  const port = await freePort(host);
  const ownDataDir = !options.dataDir;
  const dataDir = options.dataDir ?? mkdtempSync(path.join(os.tmpdir(), 'shop-data-'));
  const env = shopEnvironment({ ...options.env, HOST: host, PORT: String(port), DATA_DIR: dataDir });
  const child = spawn(process.execPath, [...serveFlags, path.relative(repoRoot, serverBuildFile)], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output = captureOutput(child, options.echo ?? false);
  // Never leave an orphan behind, whatever happens to this process.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);

  let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
  const exit = new Promise<void>((resolve) => {
    child.once('exit', (code, signal) => {
      exited = { code, signal };
      resolve();
    });
  });

  const url = `http://${host}:${port}`;
  const cleanup = () => {
    process.removeListener('exit', killOnExit);
    if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      const grace = setTimeout(() => child.kill('SIGKILL'), 12_000);
      await exit;
      clearTimeout(grace);
    }
    cleanup();
  };

  try {
    await waitForHealth(url, options.startTimeoutMs ?? 180_000, () => exited, output);
  } catch (error) {
    await stop();
    throw error;
  }
  return { url, port, dataDir, pid: child.pid!, stop };
}

async function waitForHealth(
  url: string,
  timeoutMs: number,
  exited: () => { code: number | null; signal: NodeJS.Signals | null } | undefined,
  output: () => string,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let last = 'no answer yet';
  while (Date.now() < deadline) {
    const gone = exited();
    if (gone) {
      throw new Error(
        `The shop exited during start-up (code ${gone.code}, signal ${gone.signal}). Its output:\n${output() || '(none)'}`,
      );
    }
    try {
      const response = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) });
      if (response.ok) return;
      last = `HTTP ${response.status}`;
    } catch (error) {
      last = (error as Error).message;
    }
    // Often enough that the bench's restart time is not rounded up to a polling step.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(
    `The shop did not become healthy at ${url}/api/health within ${timeoutMs / 1000} s (last: ${last}). Its output:\n${output() || '(none)'}`,
  );
}

/** Keeps the last lines of the child's output for error messages, optionally echoing them. */
function captureOutput(child: ChildProcess, echo: string | false): () => string {
  let tail = '';
  const keep = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-8_000);
    if (echo !== false) {
      for (const line of text.split('\n')) if (line.trim()) process.stderr.write(`${echo}${line}\n`);
    }
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  return () => tail.trim();
}
