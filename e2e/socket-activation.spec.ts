import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  assertBuilt,
  freePort,
  repoRoot,
  serveFlags,
  serverBuildFile,
  shopEnvironment,
} from '../scripts/shop-process.ts';

/**
 * What systemd does for deploy/ayur-shop.socket (ADR 0039), played by a small keeper process: it holds
 * the listening socket as descriptor 3 without ever accepting on it, and starts the shop (with
 * LISTEN_FDS and LISTEN_PID, as sd_listen_fds(3) says) or stops it when told on its stdin. It answers
 * "exited" when the shop has gone.
 */
const KEEPER = `
const { spawn } = require('node:child_process');
let shop;
require('node:readline').createInterface({ input: process.stdin }).on('line', (line) => {
  if (line === 'start') {
    // The shell's pid is the shop's once it execs: LISTEN_PID names the process the socket is for.
    shop = spawn('/bin/sh', ['-c', 'LISTEN_PID=$$ exec "$0" "$@"', ...JSON.parse(process.env.SHOP_COMMAND)], {
      stdio: ['ignore', 'inherit', 'inherit', 3],
      env: { ...process.env, LISTEN_FDS: '1' },
    });
    shop.once('exit', () => console.log('exited'));
  } else if (line === 'stop') shop.kill('SIGTERM');
});
`;

interface Answer {
  status: number | string;
  ms: number;
}

/**
 * One request on a connection of its own, as a proxy opens them: the status, or the error's code. A
 * connection nobody accepts within two minutes (the first start's time on a slow host) is given up.
 */
function getHealth(port: number): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve) => {
    const request = http.get(
      { host: '127.0.0.1', port, path: '/api/health', agent: false, timeout: 120_000 },
      (response) => {
        response.resume();
        response.on('end', () =>
          resolve({ status: response.statusCode ?? 0, ms: performance.now() - started }),
        );
      },
    );
    request.on('timeout', () => request.destroy(Object.assign(new Error('no answer'), { code: 'TIMEOUT' })));
    request.on('error', (error: NodeJS.ErrnoException) =>
      resolve({ status: error.code ?? error.message, ms: performance.now() - started }),
    );
  });
}

let keeper: ChildProcess;
let keeperLines: readline.Interface;
let port: number;
let configuredPort: number;
let dataDir: string;

const tell = (line: 'start' | 'stop') => keeper.stdin!.write(`${line}\n`);
const shopExited = () => new Promise<void>((resolve) => keeperLines.once('line', () => resolve()));

beforeAll(async () => {
  assertBuilt();
  dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-socket-'));
  configuredPort = await freePort();
  const listener = net.createServer();
  await new Promise<void>((resolve) => listener.listen(0, '127.0.0.1', resolve));
  port = (listener.address() as net.AddressInfo).port;
  keeper = spawn(process.execPath, ['-e', KEEPER], {
    cwd: repoRoot,
    env: shopEnvironment({
      DATA_DIR: dataDir,
      // Set, and ignored: the socket handed over wins.
      HOST: '127.0.0.1',
      PORT: String(configuredPort),
      SHOP_COMMAND: JSON.stringify([
        process.execPath,
        ...serveFlags,
        path.relative(repoRoot, serverBuildFile),
      ]),
    }),
    stdio: ['pipe', 'pipe', 'inherit', (listener as unknown as { _handle: { fd: number } })._handle.fd],
  });
  // From here on only the keeper holds the socket, as only systemd does.
  listener.close();
  keeperLines = readline.createInterface({ input: keeper.stdout! });
  tell('start');
}, 240_000);

afterAll(async () => {
  const gone = shopExited();
  tell('stop');
  await gone;
  keeper.kill();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a shop started on the socket systemd holds', () => {
  it('answers a request made before it listened, once it does, and not on HOST:PORT', async () => {
    // The first start (migrations, the demo catalogue) is still running: the kernel holds this one.
    expect((await getHealth(port)).status).toBe(200);
    expect((await getHealth(configuredPort)).status).toBe('ECONNREFUSED');
  }, 240_000);

  it('refuses no request while it restarts', async () => {
    const answers: Answer[] = [];
    let sending = true;
    const sender = (async () => {
      while (sending) {
        answers.push(await getHealth(port));
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })();
    await expect.poll(() => answers.length).toBeGreaterThan(5);
    const gone = shopExited();
    tell('stop');
    await gone;
    const duringRestart = answers.length;
    tell('start');
    // Until the new process has answered ten requests after the old one went away.
    await expect.poll(() => answers.length - duringRestart, { timeout: 120_000 }).toBeGreaterThan(10);
    sending = false;
    await sender;
    expect(answers.filter((answer) => answer.status !== 200)).toEqual([]);
    // One of them waited in the kernel's queue for the new process, rather than being turned away.
    expect(Math.max(...answers.map((answer) => answer.ms))).toBeGreaterThan(200);
  }, 240_000);
});
