import type { ChatMessage, ChatSide } from '@shop/shared';
import { keepApiStreamOpen, type StreamHandlers } from '~/lib/api-stream';
import { fetchApi } from '~/lib/browser-api';

/** What a chat page asks the API from the browser, for one side (the team's for one conversation). */
export interface ChatCalls {
  /** The page of messages before one (null when it could not be read: the button stays, to try again). */
  before(id: number): Promise<{ messages: ChatMessage[]; earlier: boolean } | null>;
  read(upTo: number): void;
  typing(): void;
}

export function chatCalls(side: ChatSide, conversationId: string | undefined): ChatCalls {
  if (side === 'customer') {
    return {
      before: async (id) => {
        const page = await fetchApi('GET /chat/messages', { query: { before: id } });
        return page.ok ? page.body : null;
      },
      read: (upTo) => void fetchApi('POST /chat/read', { body: { upTo } }),
      typing: () => void fetchApi('POST /chat/typing'),
    };
  }
  const params = { id: conversationId ?? '' };
  return {
    before: async (id) => {
      const page = await fetchApi('GET /admin/chat/conversations/:id/messages', {
        params,
        query: { before: id },
      });
      return page.ok ? page.body : null;
    },
    read: (upTo) => void fetchApi('POST /admin/chat/conversations/:id/read', { params, body: { upTo } }),
    typing: () => void fetchApi('POST /admin/chat/conversations/:id/typing', { params }),
  };
}

/**
 * The side's event stream. The customer's resumes after the newest message the page holds (read at each
 * opening); the team's carries every conversation and starts from now.
 */
export function keepChatStreamOpen(
  side: ChatSide,
  newest: () => number,
  handlers: StreamHandlers,
): () => void {
  return side === 'customer'
    ? keepApiStreamOpen('GET /chat/stream', { query: () => ({ after: newest() || undefined }), ...handlers })
    : keepApiStreamOpen('GET /admin/chat/stream', handlers);
}
