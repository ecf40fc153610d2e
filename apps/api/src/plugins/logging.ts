import type { Writable } from 'node:stream';
import type { FastifyRequest } from 'fastify';
import { stdSerializers } from 'pino';
import type { Config } from '../config.ts';

/** Any field named like one of these is replaced wherever it appears in a log line. */
const SECRET_NAME = /pass(word|wd)?|otp|token|secret|signature|hash|authorization|cookie|credential/i;
/** Query-string values worth keeping in a logged URL; everything else (e-mails, codes, tokens) is hidden. */
const HARMLESS_QUERY = new Set(['page', 'limit', 'sort', 'category', 'q', 'mode', 'index', '_data']);
const REDACTED = '[redacted]';
const MAX_DEPTH = 6;

/** A URL with the value of every query parameter outside HARMLESS_QUERY replaced. */
function redactUrl(url: string): string {
  const mark = url.indexOf('?');
  if (mark < 0) return url;
  const query = url
    .slice(mark + 1)
    .split('&')
    .map((pair) => {
      const equals = pair.indexOf('=');
      if (equals < 0) return pair;
      const name = pair.slice(0, equals);
      let decoded = name;
      try {
        decoded = decodeURIComponent(name);
      } catch {}
      return HARMLESS_QUERY.has(decoded) ? pair : `${name}=${REDACTED}`;
    })
    .join('&');
  return `${url.slice(0, mark)}?${query}`;
}

/**
 * A failed query's error carries its parameters (Drizzle writes them into the message and the stack,
 * and keeps them as `params`): a password hash, an e-mail, a phone number. Everything after "params:"
 * goes, up to the stack frames.
 */
function withoutQueryParameters(text: string): string {
  const start = text.indexOf('\nparams: ');
  if (start < 0) return text;
  const frames = text.indexOf('\n    at ', start);
  return `${text.slice(0, start)}\nparams: ${REDACTED}${frames < 0 ? '' : text.slice(frames)}`;
}

/** A copy of a plain value with secret-named fields and query parameters replaced (class instances are kept as they are). */
function scrub(value: unknown, depth = 0): unknown {
  if (value === null || typeof value !== 'object' || depth > MAX_DEPTH) return value;
  if (Array.isArray(value)) return value.map((item) => scrub(item, depth + 1));
  const prototype = Object.getPrototypeOf(value);
  if (prototype !== Object.prototype && prototype !== null) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === 'params' || key === 'detail' || SECRET_NAME.test(key)) copy[key] = REDACTED;
    else copy[key] = scrub(item, depth + 1);
  }
  return copy;
}

interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

function serializeError(error: Error): SerializedError {
  const serialized = stdSerializers.err(error) as unknown as Record<string, unknown>;
  if (typeof serialized !== 'object' || serialized === null) return serialized as never;
  const copy: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(serialized)) {
    if (key === 'raw') continue;
    if (key === 'params' || key === 'detail' || SECRET_NAME.test(key)) copy[key] = REDACTED;
    else if (typeof item === 'string') copy[key] = withoutQueryParameters(item);
    else copy[key] = scrub(item);
  }
  return copy as SerializedError;
}

const prettyTransport = {
  target: 'pino-pretty',
  options: { colorize: true, translateTime: 'SYS:HH:MM:ss.l', ignore: 'pid,hostname' },
};

/**
 * The logger of the API and the web server: no secret reaches a log line (docs/decisions/0008):
 * query parameters of failed statements, fields named like password, otp, token, secret, signature or
 * hash, and query-string values of logged URLs are replaced.
 */
export function loggerOptions(config: Config, stream?: Writable, terminal = process.stdout.isTTY === true) {
  return {
    level: config.LOG_LEVEL,
    ...(stream ? { stream } : {}),
    // A person reading a terminal in development gets coloured one-line records; production and any
    // redirected output keep JSON lines for the log collector.
    ...(!stream && terminal && config.NODE_ENV !== 'production' ? { transport: prettyTransport } : {}),
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    serializers: {
      err: serializeError,
      error: serializeError,
      req: (request: FastifyRequest) => ({
        method: request.method,
        url: redactUrl(request.url),
        host: request.host,
        remoteAddress: request.ip,
        remotePort: request.socket?.remotePort,
      }),
    },
    formatters: {
      log: (object: Record<string, unknown>) => scrub(object) as Record<string, unknown>,
    },
  };
}
