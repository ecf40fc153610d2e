import type { FastifyInstance } from 'fastify';
import { byUser, type Limit, limitBy } from '../accounts/index.ts';

/**
 * Per-account limits of the live chat, on top of the global per-address one (many customers share an
 * address behind carrier NAT). A customer's messages are limited in the database (20 a minute, counted
 * under the conversation's lock); these count what costs the shop without storing anything.
 */
export const chatAccountLimits = {
  /** Each opening reads up to a page of history; a page reconnects every few seconds at worst. */
  streamOpens: { max: 60, windowMinutes: 5 },
  /** A page sends typing at most every 3 s; each one is published to every node. */
  typing: { max: 40, windowMinutes: 1 },
  /** The team's replies (a customer's are limited by chatLimits.perMinute). */
  teamReplies: { max: 60, windowMinutes: 1 },
} satisfies Record<string, Limit>;

/** A preHandler answering 429 `RATE_LIMITED` once the signed-in account has used `limit`. */
export const perAccount = (app: FastifyInstance, name: string, limit: Limit, what: string) =>
  limitBy(app, `chat-${name}`, limit, byUser, what);
