// @vitest-environment node
import { mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { type Database, loadConfig, openDatabase } from '@shop/api';
import type { FastifyInstance } from 'fastify';
import { Suspense } from 'react';
import { Await, Outlet, type RouterContextProvider, type ServerBuild, useLoaderData } from 'react-router';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as entry from '../app/entry.server.tsx';
import { apiContext, cspNonceContext, publicConfigContext } from '../app/lib/load-context.server.ts';
import { buildShopServer } from './app.ts';

/**
 * The Fastify ↔ React Router bridge of server/app.ts (ADR 0010), driven over a real socket with a
 * small route tree rendered by the app's own entry.server.tsx: it streams, it passes every
 * Set-Cookie, and a client that goes away aborts the loader's work.
 */

/** A promise the test settles by hand, to hold a loader or a deferred value as long as it likes. */
function latch<T = void>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

let slowValue = latch<string>();
let loaderStarted = latch();
let loaderAborted = latch<boolean>();

function Root() {
  return (
    <html lang="en">
      <body>
        <Outlet />
      </body>
    </html>
  );
}

function StreamPage() {
  const { slow } = useLoaderData<{ slow: Promise<string> }>();
  return (
    <main>
      <h1>Shell</h1>
      <Suspense fallback={<p>waiting for the slow part</p>}>
        <Await resolve={slow}>{(value) => <p>{value}</p>}</Await>
      </Suspense>
    </main>
  );
}

const routeEntry = (id: string, routePath: string | undefined, hasLoader: boolean, parentId?: string) => ({
  id,
  parentId,
  path: routePath,
  module: `/${id}.js`,
  hasLoader,
  hasAction: false,
  hasClientAction: false,
  hasClientLoader: false,
  hasClientMiddleware: false,
  hasErrorBoundary: false,
  clientActionModule: undefined,
  clientLoaderModule: undefined,
  clientMiddlewareModule: undefined,
  hydrateFallbackModule: undefined,
});

const build: ServerBuild = {
  entry: { module: entry },
  routes: {
    root: { id: 'root', path: '', module: { default: Root } },
    stream: {
      id: 'stream',
      parentId: 'root',
      path: 'stream',
      module: {
        default: StreamPage,
        // Not awaited: the page's shell goes out while this is pending.
        loader: () => ({ slow: slowValue.promise }),
      },
    },
    cookies: {
      id: 'cookies',
      parentId: 'root',
      path: 'cookies',
      module: {
        loader: () => {
          const headers = new Headers();
          headers.append('set-cookie', 'first=1; Path=/; HttpOnly');
          headers.append('set-cookie', 'second=2; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT');
          headers.append('set-cookie', 'third=3; Path=/');
          return new Response('three cookies', { headers });
        },
      },
    },
    context: {
      id: 'context',
      parentId: 'root',
      path: 'context',
      module: {
        loader: async ({ context }: { context: Readonly<RouterContextProvider> }) => {
          const health = await context.get(apiContext)('/health');
          const { shopName } = context.get(publicConfigContext);
          return Response.json({ shopName, nonce: context.get(cspNonceContext), api: health.status });
        },
      },
    },
    hang: {
      id: 'hang',
      parentId: 'root',
      path: 'hang',
      module: {
        loader: async ({ request }: { request: Request }) => {
          request.signal.addEventListener('abort', () => loaderAborted.resolve(true));
          loaderStarted.resolve();
          await loaderAborted.promise;
          return new Response('never sent');
        },
      },
    },
  },
  assets: {
    entry: { module: '/entry.client.js', imports: [] },
    routes: {
      root: routeEntry('root', '', false),
      stream: routeEntry('stream', 'stream', true, 'root'),
      cookies: routeEntry('cookies', 'cookies', true, 'root'),
      context: routeEntry('context', 'context', true, 'root'),
      hang: routeEntry('hang', 'hang', true, 'root'),
    },
    url: '/manifest.js',
    version: 'test',
  },
  publicPath: '/',
  assetsBuildDirectory: os.tmpdir(),
  future: { v8_passThroughRequests: true, v8_trailingSlashAwareDataRequests: true, v8_middleware: true },
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
} as unknown as ServerBuild;

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'shop-bridge-'));
let database: Database;
let server: FastifyInstance;
let port: number;

beforeAll(async () => {
  database = await openDatabase({});
  const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', SEED_DEMO: 'false', DATA_DIR: dataDir });
  server = await buildShopServer({ config, database, build });
  await server.listen({ host: '127.0.0.1', port: 0 });
  port = (server.server.address() as { port: number }).port;
}, 60_000);

afterAll(async () => {
  await server?.close();
  await database?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** A GET over a real socket (no compression asked for), answered as the response object. */
function get(urlPath: string): { request: http.ClientRequest; response: Promise<http.IncomingMessage> } {
  const request = http.get({ host: '127.0.0.1', port, path: urlPath });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.on('response', resolve);
    request.on('error', reject);
  });
  return { request, response };
}

function nextChunk(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => response.once('data', (chunk: Buffer) => resolve(chunk.toString('utf8'))));
}

function rest(response: http.IncomingMessage): Promise<string> {
  return new Promise((resolve) => {
    let text = '';
    response.on('data', (chunk: Buffer) => {
      text += chunk.toString('utf8');
    });
    response.on('end', () => resolve(text));
  });
}

describe('the page bridge', () => {
  it('streams: the shell arrives before the deferred data resolves, the rest after', async () => {
    slowValue = latch<string>();
    const { response } = get('/stream');
    const answer = await response;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^text\/html/);

    const first = await nextChunk(answer);
    expect(first).toContain('<h1>Shell</h1>');
    expect(first).toContain('waiting for the slow part');
    expect(first).not.toContain('the slow part, delivered');

    const remainder = rest(answer);
    slowValue.resolve('the slow part, delivered');
    expect(await remainder).toContain('the slow part, delivered');
  });

  it('passes every Set-Cookie header of the response, each one whole', async () => {
    const answer = await get('/cookies').response;
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['set-cookie']).toEqual([
      'first=1; Path=/; HttpOnly',
      'second=2; Path=/; Expires=Wed, 21 Oct 2037 07:28:00 GMT',
      'third=3; Path=/',
    ]);
    expect(await rest(answer)).toBe('three cookies');
  });

  it("gives loaders the request's context: the visitor's API, the public settings and the page's nonce", async () => {
    const answer = await get('/context').response;
    const nonce = /'nonce-([^']+)'/.exec(String(answer.headers['content-security-policy']))?.[1];
    expect(JSON.parse(await rest(answer))).toEqual({ shopName: expect.any(String), nonce, api: 200 });
    expect(nonce).toBeTruthy();
  });

  it("aborts the loader's signal when the client goes away", async () => {
    loaderStarted = latch();
    loaderAborted = latch<boolean>();
    const { request, response } = get('/hang');
    response.catch(() => {});
    await loaderStarted.promise;
    request.destroy();
    const aborted = await Promise.race([
      loaderAborted.promise,
      new Promise<boolean>((resolve) => setTimeout(() => resolve(false), 3_000)),
    ]);
    expect(aborted).toBe(true);
  });
});

describe('a server whose pages are still loading (main.ts imports them once it listens)', () => {
  it('answers the API at once, and a page asked for meanwhile once the build is there', async () => {
    const config = loadConfig({
      NODE_ENV: 'test',
      LOG_LEVEL: 'silent',
      SEED_DEMO: 'false',
      DATA_DIR: dataDir,
    });
    const pages = latch<ServerBuild>();
    const early = await buildShopServer({ config, database, build: pages.promise });
    await early.listen({ host: '127.0.0.1', port: 0 });
    try {
      const base = `http://127.0.0.1:${(early.server.address() as { port: number }).port}`;
      let pageAnswered = false;
      const page = fetch(`${base}/cookies`).then(async (answer) => {
        pageAnswered = true;
        return { status: answer.status, body: await answer.text() };
      });
      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(200);
      expect(pageAnswered).toBe(false);

      pages.resolve(build);
      expect(await page).toEqual({ status: 200, body: 'three cookies' });
    } finally {
      await early.close();
    }
  });
});
