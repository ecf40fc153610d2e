import {
  AdminChatConversationSchema,
  AdminChatListQuerySchema,
  AdminChatListSchema,
  AdminChatParamsSchema,
  AdminChatPatchSchema,
  AdminChatThreadSchema,
  AdminChatUnreadSchema,
  ChatAfterQuerySchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatMessageResponseSchema,
  ChatReadSchema,
  ChatSendSchema,
  QuickRepliesSchema,
} from '../schemas/chat.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's chat routes: the contract test holds these copies to them.
const ReadUpToSchema = z.object({ readUpTo: z.number().int() });
const TypingSentSchema = z.object({ success: z.literal(true) });
const EventStreamSchema = z.string().meta({ description: 'Server-Sent Events' });
const AdminChatConversationResponseSchema = z.object({ conversation: AdminChatConversationSchema });

/** The customer's chat and the team's inbox; the two streams are read with EventSource (event-stream.ts in the web app). */
export const chatRoutes = {
  'GET /chat/messages': { query: ChatHistoryQuerySchema, response: ChatHistorySchema },
  'POST /chat/messages': { body: ChatSendSchema, response: ChatMessageResponseSchema },
  'POST /chat/read': { body: ChatReadSchema, response: ReadUpToSchema },
  'POST /chat/typing': { response: TypingSentSchema },
  'GET /chat/stream': { query: ChatAfterQuerySchema, response: EventStreamSchema },

  'GET /admin/chat/conversations': { query: AdminChatListQuerySchema, response: AdminChatListSchema },
  'GET /admin/chat/conversations/:id/messages': {
    params: AdminChatParamsSchema,
    query: ChatHistoryQuerySchema,
    response: AdminChatThreadSchema,
  },
  'POST /admin/chat/conversations/:id/messages': {
    params: AdminChatParamsSchema,
    body: ChatSendSchema,
    response: ChatMessageResponseSchema,
  },
  'PATCH /admin/chat/conversations/:id': {
    params: AdminChatParamsSchema,
    body: AdminChatPatchSchema,
    response: AdminChatConversationResponseSchema,
  },
  'POST /admin/chat/conversations/:id/read': {
    params: AdminChatParamsSchema,
    body: ChatReadSchema,
    response: ReadUpToSchema,
  },
  'POST /admin/chat/conversations/:id/typing': { params: AdminChatParamsSchema, response: TypingSentSchema },
  'GET /admin/chat/unread': { response: AdminChatUnreadSchema },
  'GET /admin/chat/quick-replies': { response: QuickRepliesSchema },
  'PUT /admin/chat/quick-replies': { body: QuickRepliesSchema, response: QuickRepliesSchema },
  'GET /admin/chat/stream': { response: EventStreamSchema },
} satisfies RouteTable;
