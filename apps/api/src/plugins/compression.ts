import { pipeline, type Readable, type Transform } from 'node:stream';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

/**
 * Brotli or gzip for every answer that gains from it: pages, JSON, text, XML, SVG. It replaces
 * @fastify/compress, whose stream packages were a twentieth of a restart (docs/PERFORMANCE.md, Restart).
 * A whole body (a JSON answer) is compressed in one call on the thread pool and leaves with its
 * length; a stream (a page as React writes it) leaves through a compressor piece by piece.
 */

export type Encoding = 'br' | 'gzip';

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
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

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

function isStream(payload: unknown): payload is Readable {
  return typeof (payload as Readable | null)?.pipe === 'function';
}

async function compressAnswer(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (payload == null) return payload;
  const encoded = reply.getHeader('content-encoding');
  if (encoded && encoded !== 'identity') return payload;
  const type = reply.getHeader('content-type');
  if (typeof type !== 'string' || !COMPRESSIBLE.test(type)) return payload;
  const whole = typeof payload === 'string' || Buffer.isBuffer(payload);
  if (whole && Buffer.byteLength(payload) < THRESHOLD_BYTES) return payload;
  if (!whole && !isStream(payload)) return payload;

  varyOnEncoding(reply);
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding) return payload;
  reply.header('content-encoding', encoding);
  if (whole) return encoding === 'br' ? brotli(payload, brotliOptions) : gzip(payload, gzipOptions);

  reply.removeHeader('content-length');
  const compressor = compressorFor(encoding);
  // A failure of either side destroys both; Fastify reports it once, from the stream it was handed
  // (a visitor who left is a premature close, logged at info).
  pipeline(payload, compressor, () => {});
  return compressor;
}

/** Registered on the server's root, so it covers the API, the pages and the files alike. */
export const compressionPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onSend', compressAnswer);
  },
  { name: 'compression' },
);
