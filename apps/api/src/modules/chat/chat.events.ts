import type { ChatStreamEvent } from '@shop/shared';

/**
 * What one node tells streams (and other nodes) about a conversation: the event the browser reads
 * (@shop/shared's ChatStreamEvent) and whose conversation it is, which picks the customer's streams.
 */
export type ChatEvent = ChatStreamEvent & { customerId: string };

/**
 * Sessions ended or an account's rights changed (the accounts module says which, after its commit):
 * the streams they opened close on every node. Without `sessionId`, every session of the account;
 * `exceptSessionId` is the one a password change keeps.
 */
export interface AccessChange {
  userId: string;
  sessionId?: string;
  exceptSessionId?: string;
}

/** What crosses the bus: conversation events for streams, and access changes that close streams. */
export type BusEvent = ChatEvent | ({ kind: 'access' } & AccessChange);
