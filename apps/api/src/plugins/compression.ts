import { pipeline, type Readable, type Transform } from 'node:stream';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every answer that gains from it: pages, JSON, text, XML, SVG. It replaces
 * @fastify/compress, whose stream packages took 50–90 ms of a profiled restart (docs/PERFORMANCE.md,
 * Restart). A whole body (a JSON answer) is compressed in one call on the thread pool and leaves with
 * its length; a stream (a page as React writes it) leaves through a compressor piece by piece.
 */

type Encoding = 'br' | 'gzip';

/**
 * The encoding to answer in: brotli when the client takes it, else gzip, else none. An encoding the
 * client refuses with q=0 is not used.
 */
export function preferredEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...parameters] = part.split(';').map((piece) => piece.trim().toLowerCase());
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    if (q && Number(q.slice(2)) === 0) continue;
    accepted.add(name);
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** Smaller bodies gain less than the header and the work cost. */
const THRESHOLD_BYTES = 1024;

/**
 * Text of any kind and the structured formats; not images, fonts, PDFs or archives, which are
 * compressed already, and not event streams, whose events must leave at once.
 */
const COMPRESSIBLE =
  /^(?:text\/(?!event-stream)|application\/(?:[\w.-]+\+)?(?:json|xml|javascript)\b|image\/svg\+xml)/i;

// Quality 3: a page's first byte waits for the whole page to be compressed, and quality 4 takes twice
// as long for 4 % fewer bytes (docs/PERFORMANCE.md, "Compressing pages").
const brotliOptions = { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 3 } };
const gzipOptions = { level: 6 };

function compressorFor(encoding: Encoding): Transform {
  return encoding === 'br' ? zlib.createBrotliCompress(brotliOptions) : zlib.createGzip(gzipOptions);
}

/** Adds accept-encoding to the answer's Vary, keeping what is there: a cache must keep one copy per encoding. */
function varyOnEncoding(reply: FastifyReply): void {
  const vary = reply.getHeader('vary');
  const present = typeof vary === 'string' ? vary : Array.isArray(vary) ? vary.join(', ') : '';
  if (/(?:^|,)\s*(?:accept-encoding|\*)\s*(?:,|$)/i.test(present)) return;
  reply.header('vary', present ? `${present}, accept-encoding` : 'accept-encoding');
}

/** A body of a compressible type, and big enough, or a stream (a page as it is rendered). */
function worthCompressing(reply: FastifyReply, payload: unknown): payload is string | Buffer | Readable {
  if (payload == null) return false;
  const encoded = reply.getHeader('content-encoding');
  if (encoded && encoded !== 'identity') return false;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return false;
  if (typeof payload === 'string' || Buffer.isBuffer(payload))
    return Buffer.byteLength(payload) >= THRESHOLD_BYTES;
  return typeof (payload as Readable).pipe === 'function';
}

type Done = (error: Error | null, payload?: unknown) => void;

// A callback hook, not an async one: most answers pass untouched, and they should not pay for a promise.
function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown, done: Done) {
  if (!worthCompressing(reply, payload)) return done(null, payload);
  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return done(null, payload);
  reply.header('content-encoding', encoding);
  if (typeof payload === 'string' || Buffer.isBuffer(payload)) {
    if (encoding === 'br') zlib.brotliCompress(payload, brotliOptions, done);
    else zlib.gzip(payload, gzipOptions, done);
    return;
  }
  reply.removeHeader('content-length');
  const compressor = compressorFor(encoding);
  // A failure of either side destroys both; Fastify reports it once, from the stream it was handed
  // (a visitor who left is a premature close, logged at info).
  pipeline(payload, compressor, () => {});
  done(null, compressor);
}

/** Registered on the server's root, so it covers the API, the pages and the files alike. */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', compressAnswer);
  },
  { name: 'compression' },
);
