// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import module from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';

// The compiled server, as `npm run build` leaves it (npm test builds before it runs the suites).
const entry = path.resolve(import.meta.dirname, '..', 'build', 'runtime', 'main.js');
const nodeKeepsCompiledCode =
  typeof (module as { enableCompileCache?: unknown }).enableCompileCache === 'function';

let dataDir = '';
afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

/** Files anywhere under a folder. */
function filesUnder(folder: string): string[] {
  if (!existsSync(folder)) return [];
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((item) => item.isFile())
    .map((item) => item.name);
}

it(`keeps the modules' compiled code in DATA_DIR/compile-cache ${nodeKeepsCompiledCode ? '' : '(not on this Node, which has no such cache)'}`, () => {
  expect(existsSync(entry), `${entry} is missing: run npm run build first`).toBe(true);
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-launcher-'));
  // A bad setting stops the start once every server module has loaded, before any database is opened.
  const run = spawnSync(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATA_DIR: dataDir,
      PORT: 'not-a-port',
      NODE_COMPILE_CACHE: '',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.stderr).toContain('Configuration error: PORT');
  expect(run.status).toBe(1);
  const cached = filesUnder(path.join(dataDir, 'compile-cache'));
  if (nodeKeepsCompiledCode) expect(cached.length).toBeGreaterThan(10);
  else expect(cached).toEqual([]);
});

it('names the TypeScript files in the stack of a failed start, without any Node flag', async () => {
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-launcher-'));
  // Nothing listens on a port of our own just closed: opening the database fails with a stack.
  const unused = await new Promise<number>((resolve) => {
    const server = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
  const run = spawnSync(process.execPath, [entry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      NODE_OPTIONS: '',
      DATA_DIR: dataDir,
      DATABASE_URL: `postgres://shop@127.0.0.1:${unused}/shop`,
      SEED_DEMO: 'false',
      PORT: '0',
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
  expect(run.status).not.toBe(0);
  expect(run.stderr).toContain('ECONNREFUSED');
  expect(run.stderr).toMatch(/apps\/api\/src\/db\/client\.ts:\d+:\d+/);
  expect(run.stderr).not.toMatch(/build\/runtime\/[\w-]+\.js:\d+/);
});
