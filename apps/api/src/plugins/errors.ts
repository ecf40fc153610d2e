import type { Duplex } from 'node:stream';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { isDatabaseUnavailable } from '../db/unavailable.ts';
import { AppError, SlotFullError, StaleVersionError, TooManyRequestsError } from '../lib/errors.ts';

interface ErrorBody {
  statusCode: number;
  error: string;
  code: string;
  message: string;
  details?: { field: string; message: string }[];
  /** A stale save's record as it is now (StaleVersionError). */
  current?: unknown;
  /** A full consultation slot's day as it is now (SlotFullError). */
  slots?: unknown[];
}

// Node's ES module view of node:http reads every export, and on Node 24 one of them loads the whole
// fetch implementation (undici), 17 ms of each start; its CommonJS view does not.
const { STATUS_CODES } = process.getBuiltinModule('node:http');

/** Fastify's own failures, given codes and messages a person can act on. */
const fastifyCodes: Record<string, { code: string; message: string }> = {
  FST_ERR_CTP_INVALID_JSON_BODY: { code: 'MALFORMED_JSON', message: 'The request body is not valid JSON' },
  FST_ERR_CTP_EMPTY_JSON_BODY: {
    code: 'MALFORMED_JSON',
    message: 'The request body is empty but says it is JSON',
  },
  FST_ERR_CTP_BODY_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The request is too large' },
  FST_REQ_FILE_TOO_LARGE: { code: 'PAYLOAD_TOO_LARGE', message: 'The file is too large' },
  FST_PARTS_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The request has too many parts' },
  FST_FILES_LIMIT: { code: 'PAYLOAD_TOO_LARGE', message: 'The request has too many files' },
  FST_ERR_CTP_INVALID_MEDIA_TYPE: {
    code: 'UNSUPPORTED_MEDIA_TYPE',
    message: 'That content type is not accepted here',
  },
  FST_INVALID_MULTIPART_CONTENT_TYPE: {
    code: 'NOT_MULTIPART',
    message: 'Send the file as multipart/form-data',
  },
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: { code: 'BAD_REQUEST', message: 'The request length is wrong' },
};

function toErrorBody(error: FastifyError | AppError | Error): ErrorBody {
  if (error instanceof StaleVersionError) {
    return { ...body(error.statusCode, error.code, error.message), current: error.current };
  }
  if (error instanceof SlotFullError) {
    return { ...body(error.statusCode, error.code, error.message), slots: error.slots };
  }
  if (error instanceof AppError) {
    return body(error.statusCode, error.code, error.message, error.details);
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const context = (error as { validationContext?: string }).validationContext ?? 'body';
    const details = error.validation.map((issue) => ({
      field: issue.instancePath.replace(/^\//, '').replaceAll('/', '.') || context,
      message: issue.message ?? 'is invalid',
    }));
    const fields = [...new Set(details.map((detail) => detail.field))].join(', ');
    return body(400, 'VALIDATION_FAILED', `Please check these fields: ${fields}`, details);
  }
  if (isDatabaseUnavailable(error))
    return body(
      503,
      'DATABASE_UNAVAILABLE',
      'The shop cannot reach its database right now. Please try again in a moment.',
    );
  const fastifyError = error as FastifyError;
  const statusCode = fastifyError.statusCode ?? 500;
  if (statusCode >= 500) return body(500, 'INTERNAL', 'Something went wrong on our side. Please try again.');
  if (statusCode === 429)
    return body(429, 'RATE_LIMITED', 'Too many requests. Please wait a moment and try again.');
  const known = fastifyError.code ? fastifyCodes[fastifyError.code] : undefined;
  if (known) return body(statusCode, known.code, known.message);
  return body(statusCode, 'BAD_REQUEST', fastifyError.message || 'The request could not be understood');
}

function body(statusCode: number, code: string, message: string, details?: ErrorBody['details']): ErrorBody {
  const result: ErrorBody = { statusCode, error: STATUS_CODES[statusCode] ?? 'Error', code, message };
  if (details?.length) result.details = details;
  return result;
}

function sendError(reply: FastifyReply, payload: ErrorBody) {
  return reply
    .status(payload.statusCode)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(payload));
}

const routeMethods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

function decodedOrAsIs(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Everything under the API's prefix that no route answers: 405 naming the allowed methods when the path
 * exists with another method, else 404, both in the error shape. Registered last, as a catch-all of the
 * API scope, so the web server's page routes never answer an /api path with HTML.
 */
export function registerApiFallback(app: FastifyInstance): void {
  // Every route shares Fastify's one handler wrapper, so the catch-all is told apart by what its
  // wildcard captured: the whole path after the prefix, percent-escapes decoded (an escaped slash in
  // a path once made the catch-all count as a route allowing every method, and a GET got a 405).
  const isFallbackMatch = (path: string, params: Record<string, string | undefined>) => {
    if (path === app.prefix) return true;
    const rest = path.slice(app.prefix.length + 1);
    return params['*'] === rest || params['*'] === decodedOrAsIs(rest);
  };
  const fallback = async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? request.url;
    const allowed = routeMethods.filter((method) => {
      const route = app.findRoute({ method, url: path });
      return route !== null && !isFallbackMatch(path, route.params as Record<string, string>);
    });
    if (allowed.length === 0) {
      return sendError(reply, body(404, 'ROUTE_NOT_FOUND', `No API route for ${request.method} ${path}`));
    }
    reply.header('allow', allowed.join(', '));
    const choices = allowed.join(' or ');
    return sendError(
      reply,
      body(405, 'METHOD_NOT_ALLOWED', `${request.method} is not allowed on ${path}: use ${choices}`),
    );
  };
  app.route({ method: [...routeMethods], url: '/*', schema: { hide: true }, handler: fallback });
  app.route({ method: [...routeMethods], url: '', schema: { hide: true }, handler: fallback });
}

/**
 * A request Node cannot even parse (headers or address too large, broken framing, too slow) never reaches
 * a route: it is answered here, still in the error shape, and the connection is closed.
 */
export function answerClientError(error: NodeJS.ErrnoException, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const payload =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? body(431, 'HEADERS_TOO_LARGE', 'The request address or headers are too large')
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? body(408, 'REQUEST_TIMEOUT', 'The request took too long to arrive')
        : body(400, 'BAD_REQUEST', 'The request could not be understood');
  const text = JSON.stringify(payload);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${payload.statusCode} ${payload.error}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(text)}\r\nConnection: close\r\n\r\n${text}`,
    );
  }
  socket.destroy(error);
}

/** One error handler and one not-found handler for the API scope; 5xx details go to the log only. */
export function registerErrorHandlers(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const payload = toErrorBody(error);
    if (payload.statusCode >= 500) request.log.error({ err: error }, 'request failed');
    else request.log.info({ code: payload.code, statusCode: payload.statusCode }, payload.message);
    if (error instanceof TooManyRequestsError) reply.header('retry-after', String(error.retryAfterSeconds));
    if (payload.statusCode === 429 && !reply.getHeader('retry-after')) reply.header('retry-after', '60');
    if (payload.code === 'DATABASE_UNAVAILABLE') reply.header('retry-after', '5');
    return sendError(reply, payload);
  });
  app.setNotFoundHandler((request, reply) => {
    const payload = body(
      404,
      'ROUTE_NOT_FOUND',
      `No API route for ${request.method} ${request.url.split('?')[0]}`,
    );
    return sendError(reply, payload);
  });
}
