import { brotliCompressSync, gzipSync, constants as zlibConstants } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { preferredEncoding } from '../../plugins/compression.ts';
import type { CachedBody } from './catalog.service.ts';

/** Sends a memoised JSON body (compressed once, on first demand), or 304 when the client holds this version. */
export function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody) {
  reply
    .header('etag', cached.etag)
    .header('cache-control', 'public, max-age=0, must-revalidate')
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === cached.etag) return reply.status(304).send();
  reply.type('application/json; charset=utf-8');
  const encoding = preferredEncoding(request.headers['accept-encoding']);
  if (!encoding || cached.body.length < 1024) return reply.send(cached.body);
  cached.encoded[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(cached.body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } })
      : gzipSync(cached.body, { level: 6 });
  return reply.header('content-encoding', encoding).send(cached.encoded[encoding]);
}
