import type { FastifyPluginAsync } from 'fastify';
import type { UploadStore } from './uploads.ts';

/** A stored upload never changes (a new upload gets a new key), so browsers and proxies keep it a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves uploaded files at /uploads/* from the upload store, the same way whichever store it is
 * (ADR 0019): a strong ETag and a year's immutable caching, 304 for a matching If-None-Match, HEAD
 * (Fastify answers it from the GET route), and 404 for anything not stored. Paths that are not upload
 * paths (`..`, encoded dots, NUL) are never looked up. Mounted by the web server, outside /api.
 */
export const uploadsRoutes: FastifyPluginAsync<{ uploads: UploadStore }> = async (app, { uploads }) => {
  app.get<{ Params: { '*': string } }>('/*', async (request, reply) => {
    const file = await uploads.get(request.params['*']);
    if (!file) {
      return reply
        .status(404)
        .header('cache-control', 'no-store')
        .type('text/plain; charset=utf-8')
        .send('Not found');
    }
    reply
      .header('cache-control', IMMUTABLE)
      .header('etag', file.etag)
      .header('last-modified', file.modifiedAt.toUTCString())
      .header('x-content-type-options', 'nosniff');
    const match = request.headers['if-none-match'];
    if (match?.split(',').some((tag) => tag.trim().replace(/^W\//, '') === file.etag)) {
      return reply.status(304).send();
    }
    return reply.type(file.contentType).send(file.data);
  });
};
