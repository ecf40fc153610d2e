import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { PassThrough, Readable, Writable } from 'node:stream';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverOptions } from '../app.ts';
import { testConfig } from '../config.ts';
import { compressionPlugin, preferredEncoding } from './compression.ts';

/** Every line the server logged, parsed. */
class LogCapture extends Writable {
  readonly records: { level: number; msg?: string }[] = [];
  override _write(chunk: Buffer, _encoding: string, done: () => void) {
    for (const line of chunk.toString('utf8').split('\n').filter(Boolean))
      this.records.push(JSON.parse(line));
    done();
  }
}

const bigJson = {
  items: Array.from({ length: 200 }, (_, index) => ({ id: index, name: `Triphala ${index}` })),
};
const page = `<!doctype html><html><body>${'<p>Ashwagandha for calm days.</p>'.repeat(200)}</body></html>`;
let app: FastifyInstance;
const log = new LogCapture();
/** The page that never ends by itself: the visitor leaves it. */
let slowPage: PassThrough | undefined;

beforeAll(async () => {
  app = Fastify(serverOptions(testConfig({ LOG_LEVEL: 'debug' }), log));
  await app.register(compressionPlugin);
  app.get('/json', async () => bigJson);
  app.get('/small', async () => ({ ok: true }));
  app.get('/page', async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('vary', 'cookie')
      .send(Readable.from([page.slice(0, 3000), page.slice(3000)])),
  );
  app.get('/slow-page', async (_request, reply) => {
    slowPage = new PassThrough();
    // Text brotli cannot shrink much, so it sends some before the page ends.
    slowPage.write(randomBytes(256 * 1024).toString('hex'));
    return reply.type('text/html; charset=utf-8').send(slowPage);
  });
  app.get('/failing-page', async (_request, reply) => {
    const failing = new PassThrough();
    failing.write(randomBytes(256 * 1024).toString('hex'));
    setTimeout(() => failing.destroy(new Error('the page failed half-way')), 50);
    return reply.type('text/html; charset=utf-8').send(failing);
  });
  app.get('/image', async (_request, reply) => reply.type('image/png').send(Buffer.alloc(4096, 7)));
  app.get('/events', async (_request, reply) =>
    reply.type('text/event-stream').send('data: x\n\n'.repeat(300)),
  );
  app.get('/encoded', async (_request, reply) =>
    reply.type('application/json').header('content-encoding', 'br').send(Buffer.from('already brotli')),
  );
  await app.listen({ host: '127.0.0.1', port: 0 });
});

afterAll(async () => {
  await app.close();
});

/** A GET over a real socket that takes brotli; a connection reset (the visitor leaving) is no error. */
function getWithBrotli(path: string) {
  const { port } = app.server.address() as AddressInfo;
  const request = http.get({ host: '127.0.0.1', port, path, headers: { 'accept-encoding': 'br' } });
  const response = new Promise<http.IncomingMessage>((resolve, reject) => {
    request.once('response', resolve);
    request.on('error', (error) => {
      if ((error as NodeJS.ErrnoException).code !== 'ECONNRESET') reject(error);
    });
  });
  return { request, response };
}

describe('compression', () => {
  it('sends JSON as brotli or gzip, whole and with its length, and the same JSON once decoded', async () => {
    for (const [encoding, decode] of [
      ['br', brotliDecompressSync],
      ['gzip', gunzipSync],
    ] as const) {
      const response = await app.inject({
        url: '/json',
        headers: { 'accept-encoding': `${encoding}, deflate` },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toBe('accept-encoding');
      expect(Number(response.headers['content-length'])).toBe(response.rawPayload.length);
      expect(response.rawPayload.length).toBeLessThan(JSON.stringify(bigJson).length / 3);
      expect(JSON.parse(decode(response.rawPayload).toString('utf8'))).toEqual(bigJson);
    }
  });

  it('prefers brotli, and takes no encoding the client refuses with q=0', async () => {
    const gzipOnly = await app.inject({ url: '/json', headers: { 'accept-encoding': 'br;q=0, gzip;q=0.8' } });
    expect(gzipOnly.headers['content-encoding']).toBe('gzip');
    const none = await app.inject({ url: '/json', headers: { 'accept-encoding': 'identity' } });
    expect(none.headers['content-encoding']).toBeUndefined();
    expect(none.json()).toEqual(bigJson);
    // The plain answer still says it varies, so a cache does not hand it to a client that takes brotli.
    expect(none.headers.vary).toBe('accept-encoding');
  });

  it('streams a page through the compressor, keeping the Vary it had', async () => {
    const response = await app.inject({ url: '/page', headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toBe('cookie, accept-encoding');
    expect(brotliDecompressSync(response.rawPayload).toString('utf8')).toBe(page);
  });

  it('leaves small bodies, images, event streams and answers already encoded as they are', async () => {
    const headers = { 'accept-encoding': 'br, gzip' };
    const small = await app.inject({ url: '/small', headers });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.json()).toEqual({ ok: true });
    const image = await app.inject({ url: '/image', headers });
    expect(image.headers['content-encoding']).toBeUndefined();
    expect(image.rawPayload).toEqual(Buffer.alloc(4096, 7));
    const events = await app.inject({ url: '/events', headers });
    expect(events.headers['content-encoding']).toBeUndefined();
    const encoded = await app.inject({ url: '/encoded', headers });
    expect(encoded.headers['content-encoding']).toBe('br');
    expect(encoded.body).toBe('already brotli');
  });

  it('logs no error when a visitor leaves in the middle of a page', async () => {
    const { request, response } = getWithBrotli('/slow-page');
    const answer = await response;
    expect(answer.headers['content-encoding']).toBe('br');
    await once(answer, 'data');
    request.destroy();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(slowPage?.destroyed).toBe(true);
    // Fastify's own line at info, once; nothing at error for a closed tab.
    expect(log.records.filter((record) => record.msg === 'stream closed prematurely')).toHaveLength(1);
    expect(log.records.filter((record) => record.level >= 50)).toEqual([]);
  });

  it('cuts the connection when a page fails half-way, so no browser takes half a page for a whole one', async () => {
    const before = log.records.length;
    const answer = await getWithBrotli('/failing-page').response;
    expect(answer.headers['content-encoding']).toBe('br');
    let bytes = 0;
    answer.on('data', (chunk: Buffer) => {
      bytes += chunk.length;
    });
    // The cut reaches the client as an 'aborted' error; what counts is how the answer ended.
    answer.on('error', () => {});
    await new Promise((resolve) => answer.once('close', resolve));
    expect(bytes).toBeGreaterThan(0);
    expect(answer.complete).toBe(false);
    // The owner hears of it once, and the server goes on serving.
    const logged = log.records.slice(before).filter((record) => record.level >= 40);
    expect(logged).toHaveLength(1);
    expect((await app.inject({ url: '/json', headers: { 'accept-encoding': 'br' } })).statusCode).toBe(200);
  });
});

describe('preferredEncoding', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['gzip, deflate, br, zstd', 'br'],
    ['GZIP', 'gzip'],
    ['br;q=0, gzip', 'gzip'],
    ['br;q=0.1', 'br'],
    ['deflate, identity', null],
    ['*', null],
  ])('%j → %s', (header, encoding) => {
    expect(preferredEncoding(header)).toBe(encoding);
  });
});
