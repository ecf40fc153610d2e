import type { ChatMessage } from '@shop/shared';

/** What one node tells streams (and other nodes) about a conversation. */
export type ChatEvent =
  | { kind: 'message'; conversationId: string; customerId: string; message: ChatMessage }
  | { kind: 'read'; conversationId: string; customerId: string; by: 'customer' | 'team'; upTo: number }
  | { kind: 'typing'; conversationId: string; customerId: string; from: 'customer' | 'team' }
  | { kind: 'status'; conversationId: string; customerId: string; status: 'open' | 'resolved' };

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
