import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type RunningShop, repoRoot, startShop } from '../scripts/shop-process.ts';

/**
 * A start loads only what serving needs: packages that few requests use are imported at their first
 * use (apps/api/src/lib/first-use.ts, plugins/schema-compilers.ts), so a restart does not spend time on
 * them (docs/PERFORMANCE.md, Memory and start). The built shop is started with a preloaded script that
 * writes the CommonJS modules loaded so far on SIGUSR2 and at exit.
 */
const RECORDER = `
const { writeFileSync } = require('node:fs');
const path = require('node:path');
const write = (when) => writeFileSync(
  path.join(process.env.MODULE_RECORD_DIR, process.pid + '-' + when + '.json'),
  JSON.stringify(Object.keys(require.cache)),
);
process.on('SIGUSR2', () => write('now'));
process.on('exit', () => write('exit'));
`;

/**
 * Only some requests need these: an upload, an invoice, an e-mail, a saved post, metrics, Redis,
 * PostgreSQL, the API's documentation.
 */
const DEFERRED = [
  'sharp',
  'pdfkit',
  'nodemailer',
  'sanitize-html',
  'prom-client',
  'ioredis',
  'pg',
  '@fastify/ajv-compiler',
  'ajv',
  '@fastify/swagger',
  '@fastify/swagger-ui',
  'yaml',
];

const adminEmail = 'owner@start-path.example';
const adminPassword = 'start-path-password-1';

let shop: RunningShop;
let recordDir: string;

/** The packages (node_modules names) a record names. */
function packagesIn(file: string): Set<string> {
  const modules = JSON.parse(readFileSync(file, 'utf8')) as string[];
  const names = modules.map((module) => /.*node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module)?.[1]);
  return new Set(names.filter((name) => name !== undefined));
}

async function recordNow(): Promise<Set<string>> {
  const file = path.join(recordDir, `${shop.pid}-now.json`);
  rmSync(file, { force: true });
  process.kill(shop.pid, 'SIGUSR2');
  await expect.poll(() => existsSync(file)).toBe(true);
  return packagesIn(file);
}

async function api(pathname: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  if (init.token) headers.set('authorization', `Bearer ${init.token}`);
  if (typeof init.body === 'string') headers.set('content-type', 'application/json');
  return fetch(new URL(pathname, shop.url), { ...init, headers });
}

describe('the built shop, once started', () => {
  beforeAll(async () => {
    recordDir = mkdtempSync(path.join(os.tmpdir(), 'start-path-'));
    writeFileSync(path.join(recordDir, 'record.cjs'), RECORDER);
    shop = await startShop({
      env: {
        NODE_OPTIONS: `--require ${path.join(recordDir, 'record.cjs')}`,
        MODULE_RECORD_DIR: recordDir,
        SEED_DEMO: 'false',
        ADMIN_EMAIL: adminEmail,
        ADMIN_PASSWORD: adminPassword,
      },
      startTimeoutMs: 120_000,
    });
  });

  afterAll(async () => {
    await shop?.stop();
    rmSync(recordDir, { recursive: true, force: true });
  });

  it('answers its health check without having loaded the packages only some requests need', async () => {
    const loaded = await recordNow();
    expect(loaded.has('fastify'), 'the record names what was loaded').toBe(true);
    expect(DEFERRED.filter((name) => loaded.has(name))).toEqual([]);
  });

  it('loads each of them from the built server when it is first needed', async () => {
    const login = await api('/api/auth/login', {
      method: 'POST',
      body: JSON.stringify({ email: adminEmail, password: adminPassword }),
    });
    expect(login.status).toBe(200);
    const { token } = (await login.json()) as { token: string };

    const form = new FormData();
    const png = readFileSync(path.join(repoRoot, 'apps', 'web', 'public', 'apple-touch-icon.png'));
    form.append('file', new Blob([png], { type: 'image/png' }), 'icon.png');
    const upload = await api('/api/product/upload-image', { method: 'POST', body: form, token });
    expect(upload.status).toBe(201);

    const post = await api('/api/blogs/addPost', {
      method: 'POST',
      token,
      body: JSON.stringify({
        title: 'Start path',
        description: 'A post saved right after a start.',
        secondaryDesc: 'Its HTML is cleaned.',
        content: '<p>Kept</p><script>alert(1)</script>',
      }),
    });
    expect(post.status).toBe(201);
    expect(((await post.json()) as { post: { content: string } }).post.content).toBe('<p>Kept</p>');

    const signup = await api('/api/auth/generate-signup-otp', {
      method: 'POST',
      body: JSON.stringify({
        firstName: 'Asha',
        lastName: 'Rao',
        userName: 'asha_start',
        email: 'asha.start@example.in',
        phone: '9876543210',
        password: 'a-long-password-1',
      }),
    });
    expect(signup.status).toBe(200);
    const outbox = path.join(shop.dataDir, 'outbox');
    await expect
      .poll(() => (existsSync(outbox) ? readdirSync(outbox).filter((name) => name.endsWith('.eml')) : []))
      .toHaveLength(1);

    const spec = await api('/api/openapi.json');
    expect(spec.status).toBe(200);
    expect(Object.keys(((await spec.json()) as { paths: object }).paths)).toContain('/product/search');
    const docs = await api('/api/docs/');
    expect(docs.status).toBe(200);
    expect(await docs.text()).toContain('swagger-ui-bundle.js');

    const loaded = await recordNow();
    expect(
      ['sharp', 'sanitize-html', 'nodemailer', '@fastify/swagger', '@fastify/swagger-ui'].filter(
        (name) => !loaded.has(name),
      ),
    ).toEqual([]);
  });
});
