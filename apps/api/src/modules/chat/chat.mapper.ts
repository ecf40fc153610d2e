import type { ChatMessage } from '@shop/shared';
import type { chatMessages } from '../../db/schema/chat.ts';
import type { ChatEvent } from './chat.events.ts';

type MessageRow = Pick<typeof chatMessages.$inferSelect, 'id' | 'sender' | 'text' | 'createdAt'>;

export function toChatMessage(row: MessageRow): ChatMessage {
  return { id: row.id, sender: row.sender, text: row.text, createdAt: row.createdAt.toISOString() };
}

export function messageEvent(
  conversation: { id: string; customerId: string },
  row: MessageRow,
): Extract<ChatEvent, { kind: 'message' }> {
  return {
    kind: 'message',
    conversationId: conversation.id,
    customerId: conversation.customerId,
    message: toChatMessage(row),
  };
}
