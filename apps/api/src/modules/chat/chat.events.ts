import type { ChatMessage } from '@shop/shared';

/** What one node tells streams (and other nodes) about a conversation. */
export type ChatEvent =
  | { kind: 'message'; conversationId: string; customerId: string; message: ChatMessage }
  | { kind: 'read'; conversationId: string; customerId: string; by: 'customer' | 'team'; upTo: number }
  | { kind: 'typing'; conversationId: string; customerId: string; from: 'customer' | 'team' }
  | { kind: 'status'; conversationId: string; customerId: string; status: 'open' | 'resolved' };
