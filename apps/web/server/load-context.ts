import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ApiCaller } from '../app/lib/load-context.server.ts';

/** The visitor's API for one page request: `app.inject` with their cookie, token, address and origin. */
export function createApiCaller(app: FastifyInstance, request: FastifyRequest): ApiCaller {
  const headers: Record<string, string> = {};
  for (const name of [
    'cookie',
    'authorization',
    'user-agent',
    'accept-language',
    'x-request-id',
    'origin',
    'referer',
    'host',
  ]) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  return async (path, init = {}) => {
    const response = await app.inject({
      method: (init.method ?? 'GET') as 'GET',
      url: `/api${path}`,
      headers:
        init.body === undefined
          ? headers
          : { ...headers, 'content-type': init.contentType ?? 'application/json' },
      payload: payloadOf(init),
      remoteAddress: request.ip,
    });
    const responseHeaders: Record<string, string | string[] | undefined> = {};
    for (const [name, value] of Object.entries(response.headers)) {
      responseHeaders[name] = typeof value === 'number' ? String(value) : value;
    }
    return { status: response.statusCode, headers: responseHeaders, body: response.body };
  };
}

/** JSON, or the bytes as they are when the caller names their type (a file for an upload route). */
function payloadOf(init: { body?: unknown; contentType?: string }): string | Buffer | undefined {
  if (init.body === undefined) return undefined;
  if (init.contentType === undefined) return JSON.stringify(init.body);
  const bytes = init.body as Uint8Array;
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}
