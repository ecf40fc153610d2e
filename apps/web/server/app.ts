import { randomBytes } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import fastifyStatic from '@fastify/static';
import {
  apiPlugin,
  type Config,
  compressionPlugin,
  createUploadStore,
  type Database,
  documentSecurityHeaders,
  named,
  onlinePaymentMode,
  registerSecurityHeaders,
  serverOptions,
  uploadsRoutes,
} from '@shop/api';
import { reviewLimits } from '@shop/shared';
import Fastify, {
  type FastifyError,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
} from 'fastify';
import { createRequestHandler, type ServerBuild } from 'react-router';
import type * as ShopEntry from '../app/entry.server.tsx';
import type { PublicConfig } from '../app/lib/load-context.server.ts';
import { createApiCaller } from './load-context.ts';

// Through the package, so the sources and the compiled server (apps/web/build/runtime) agree.
const webRoot = path.dirname(createRequire(import.meta.url).resolve('@shop/web/package.json'));
const buildDir = path.join(webRoot, 'build');

export interface ShopServerOptions {
  config: Config;
  /** The open, migrated database (main.ts prepares it before the server is assembled). */
  database: Database;
  /**
   * The React Router server build, or the promise of it: a page asked for before it is loaded waits for
   * it, while the API already answers. Defaults to the one `npm run build` wrote.
   */
  build?: ServerBuild | Promise<ServerBuild>;
}

/** The one process of docs/ARCHITECTURE.md (One process): pages (SSR), /api, built assets and uploaded images on one port. */
export async function buildShopServer(options: ShopServerOptions): Promise<FastifyInstance> {
  const { config } = options;
  const app = Fastify(serverOptions(config));
  await registerSecurityHeaders(app);
  await app.register(compressionPlugin);
  await app.register(named(apiPlugin), { config, database: options.database, prefix: '/api' });

  // Vite's output under /assets/ is fingerprinted, so a browser may keep it for a year without asking
  // again. One wildcard route serves it: a route per file meant listing the folder and registering each
  // of its files at every start (docs/PERFORMANCE.md, Restart). A name that is not there gets
  // Fastify's plain 404, without rendering a page. The cache header comes from the plugin's own
  // options: a header set in `setHeaders` is overwritten by the one the plugin sends.
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'client', 'assets'),
    prefix: '/assets/',
    preCompressed: true,
    index: false,
    maxAge: '365d',
    immutable: true,
  });
  // The few files of public/ at the root (icons, the Open Graph image), which keep their names across
  // builds: a route each, as the pages own every other path, and an hour in the browser's cache. Listed
  // here rather than by the plugin's glob (`wildcard: false`), which cost 11 ms of every start. They
  // get a scope of their own, where `sendFile` carries their options (the plugin's retry without a
  // precompressed copy drops options given to a call).
  await app.register(
    named(async function publicFiles(scope) {
      const root = path.join(buildDir, 'client');
      await scope.register(fastifyStatic, { root, serve: false, index: false, maxAge: '1h' });
      for (const file of readdirSync(root, { withFileTypes: true })) {
        if (file.isFile())
          scope.get(`/${encodeURIComponent(file.name)}`, (_request, reply) => reply.sendFile(file.name));
      }
    }),
  );
  // Uploaded images from the upload store: the database on PostgreSQL, so every node serves what any
  // node stored; DATA_DIR/uploads on PGlite (docs/decisions/0019-where-uploads-live.md).
  await app.register(named(uploadsRoutes), {
    uploads: createUploadStore(options.database, config.uploadsDir),
    prefix: '/uploads',
  });

  const publicConfig: PublicConfig = {
    shopName: config.SHOP_NAME,
    publicUrl: config.PUBLIC_URL ?? `http://localhost:${config.PORT}`,
    supportPhone: config.SUPPORT_PHONE,
    supportEmail: config.SUPPORT_EMAIL,
    whatsappNumber: config.WHATSAPP_NUMBER,
    whatsappMessage: config.WHATSAPP_MESSAGE,
    googleClientId: config.GOOGLE_CLIENT_ID ?? null,
    onlinePayment: onlinePaymentMode(config) !== 'off',
    vitalsSampleRate: config.VITALS_SAMPLE_RATE,
    fssaiLicence: config.FSSAI_LICENCE_NUMBER,
    ayushLicence: config.AYUSH_LICENCE_NUMBER ?? null,
    uploadMaxBytes: config.UPLOAD_MAX_BYTES,
  };
  const mode = config.NODE_ENV === 'production' ? 'production' : 'development';
  const pagesReady = Promise.resolve(options.build ?? loadServerBuild()).then((build) => ({
    handle: createRequestHandler(build, mode),
    createLoadContext: loadContextOf(build),
  }));
  // Each page awaits it; a build that cannot be loaded is its loader's to report (main.ts stops).
  pagesReady.catch(() => {});

  await app.register(
    named(async function pageRoutes(pages) {
      // Pages read their own bodies (form posts): Fastify only bounds them (by content-length up front,
      // then by counting bytes) and hands React Router the bytes.
      pages.removeAllContentTypeParsers();
      pages.addContentTypeParser(
        '*',
        { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT },
        (_request, body, done) => done(null, body),
      );
      // A form with files (a review's photos, posted without JavaScript): room for that many uploads.
      pages.addContentTypeParser(
        'multipart/form-data',
        { parseAs: 'buffer', bodyLimit: PAGE_BODY_LIMIT + PAGE_FILES * config.UPLOAD_MAX_BYTES },
        (_request, body, done) => done(null, body),
      );
      pages.setErrorHandler(pageErrorHandler);
      const render = async (request: FastifyRequest, reply: FastifyReply) => {
        const cspNonce = randomBytes(16).toString('base64');
        reply.headers(documentSecurityHeaders(cspNonce));
        const { handle, createLoadContext } = await pagesReady;
        const response = await handle(
          toFetchRequest(request, reply),
          createLoadContext({ api: createApiCaller(app, request), publicConfig, cspNonce }),
        );
        return sendFetchResponse(reply, response);
      };
      pages.route({ method: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'], url: '/*', handler: render });
      pages.route({ method: ['GET', 'HEAD', 'POST'], url: '/', handler: render });
    }),
  );
  return app;
}

/** Page form posts are a few fields; files go to the API's own upload routes, or through a form below. */
const PAGE_BODY_LIMIT = 64 * 1024;
/** The most files one page form carries: a review's photos (reviewLimits.photos), forwarded to the API. */
const PAGE_FILES = reviewLimits.photos;

/** Failures before React Router runs (a body too large or malformed): a short page, never a stack. */
function pageErrorHandler(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
  if (status >= 500) request.log.error({ err: error }, 'page request failed');
  const text =
    status === 413
      ? 'What you sent is too large. Please go back and try again with less.'
      : status >= 500
        ? 'Something went wrong on our side. Please try again.'
        : 'The request could not be understood. Please go back and try again.';
  return reply
    .status(status)
    .type('text/html; charset=utf-8')
    .send(
      `<!doctype html><html lang="en-IN"><meta charset="utf-8"><title>${status}</title><p>${text}</p></html>`,
    );
}

/** The server build `npm run build` wrote; a missing one stops the start before anything else. */
export function serverBuildFile(): string {
  const file = path.join(buildDir, 'server', 'index.js');
  if (!existsSync(file)) throw new Error(`No build at ${file}: run "npm run build" first`);
  return file;
}

/** Imports the server build and checks it is this app's (a stale one has no createLoadContext). */
export async function loadServerBuild(): Promise<ServerBuild> {
  const build = (await import(serverBuildFile())) as ServerBuild;
  loadContextOf(build);
  return build;
}

function loadContextOf(build: ServerBuild): (typeof ShopEntry)['createLoadContext'] {
  const { createLoadContext } = build.entry.module as unknown as Partial<typeof ShopEntry>;
  if (!createLoadContext)
    throw new Error('The server build exports no createLoadContext: run "npm run build" again');
  return createLoadContext;
}

function toFetchRequest(request: FastifyRequest, reply: FastifyReply): Request {
  const origin = `${request.protocol}://${request.headers.host ?? 'localhost'}`;
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (Array.isArray(value)) for (const item of value) headers.append(name, item);
    else if (value !== undefined) headers.set(name, String(value));
  }
  // A client that goes away before the answer is written aborts the loaders' and actions' work. The
  // response's 'close' says so: the request's own 'close' fires as soon as its body has been read.
  const controller = new AbortController();
  reply.raw.once('close', () => {
    if (!reply.raw.writableFinished) controller.abort();
  });
  const hasBody = request.method !== 'GET' && request.method !== 'HEAD';
  return new Request(new URL(request.url, origin), {
    method: request.method,
    headers,
    signal: controller.signal,
    body: hasBody ? new Uint8Array((request.body as Buffer | undefined) ?? []) : undefined,
  });
}

function sendFetchResponse(reply: FastifyReply, response: Response) {
  reply.status(response.status);
  for (const [name, value] of response.headers) {
    if (name !== 'set-cookie') reply.header(name, value);
  }
  const cookies = response.headers.getSetCookie();
  if (cookies.length) reply.header('set-cookie', cookies);
  if (!response.body) return reply.send();
  const source = Readable.fromWeb(response.body as never);
  const out = new PassThrough();
  source.on('error', (error) => {
    // A visitor who navigates away mid-stream aborts the render: that is a premature close (logged
    // at info by Fastify), not a server error.
    if (reply.request.raw.destroyed || reply.raw.destroyed) out.destroy();
    else out.destroy(error);
  });
  source.pipe(out);
  return reply.send(out);
}
