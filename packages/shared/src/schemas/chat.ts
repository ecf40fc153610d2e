import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Live chat limits (docs/PRODUCT.md, Live chat). */
export const chatLimits = {
  textMax: 2000,
  /** Messages one customer may send in a rolling minute; more is 429 with the seconds to wait. */
  perMinute: 20,
  /** Newest messages a history answer carries. */
  historyMax: 500,
  quickRepliesMax: 20,
  /** An SSE comment at least this often keeps proxies and phones from dropping an idle stream. */
  heartbeatMs: 25_000,
} as const;

export const chatTexts = {
  signInPrompt: 'Sign in to chat with our Ayurveda experts. Your conversation is kept for you.',
  rateLimited: (seconds: number) =>
    `You are sending messages too quickly. Please wait ${seconds} seconds and try again.`,
  notFound: 'Conversation not found',
  emailSubject: 'Our Ayurveda team replied to your chat',
} as const;

/** The text of one message: plain, trimmed, 1–2,000 characters, line breaks allowed, no control characters. */
const ChatTextSchema = plainTextSchema('Message', { max: chatLimits.textMax, multiline: true });

/** Message ids are increasing whole numbers, so a client resumes "after" the last one it has. */
const MessageIdSchema = z.coerce
  .number({ error: 'must be a message id' })
  .int('must be a message id')
  .min(0, 'must be a message id')
  .max(Number.MAX_SAFE_INTEGER, 'must be a message id');

export const ChatSendSchema = z.object({ text: ChatTextSchema });
export type ChatSend = z.infer<typeof ChatSendSchema>;

export const ChatAfterQuerySchema = z.object({ after: MessageIdSchema.optional() });

/**
 * A page of history: the newest messages, those after an id (catching up), or those before an id
 * (scrolling back; `earlier` in the answer says whether there are any).
 */
export const ChatHistoryQuerySchema = z
  .object({ after: MessageIdSchema.optional(), before: MessageIdSchema.optional() })
  .refine((query) => query.after === undefined || query.before === undefined, {
    message: 'give after or before, not both',
    path: ['before'],
  });
export type ChatHistoryQuery = z.infer<typeof ChatHistoryQuerySchema>;

export const ChatReadSchema = z.object({ upTo: MessageIdSchema });

/** The two sides of a conversation: the customer and the shop's team. */
export const ChatSideSchema = z.enum(['customer', 'team']);
export type ChatSide = z.infer<typeof ChatSideSchema>;

export const ChatMessageSchema = z.object({
  id: z.number().int(),
  sender: ChatSideSchema,
  text: z.string(),
  createdAt: z.string(),
});
export type ChatMessage = z.infer<typeof ChatMessageSchema>;

export const ChatSupportSchema = z.object({
  open: z.boolean(),
  hours: z.string(),
  /** Outside the hours: when the team will answer, as a sentence; null while open. */
  awayNotice: z.string().nullable(),
});

/** GET /api/chat/messages: the customer's thread and both read markers. */
export const ChatHistorySchema = z.object({
  messages: z.array(ChatMessageSchema),
  /** The newest of the customer's messages the team has seen ("Seen"). */
  seenUpTo: z.number().int(),
  /** The newest team message the customer has read. */
  readUpTo: z.number().int(),
  /** Older messages exist than the first one here: ask again with `before=<its id>`. */
  earlier: z.boolean(),
  support: ChatSupportSchema,
});
export type ChatHistory = z.infer<typeof ChatHistorySchema>;

export const ChatMessageResponseSchema = z.object({ message: ChatMessageSchema });

export const ChatStatusSchema = z.enum(['open', 'resolved']);

/**
 * One event of GET /api/chat/stream and /api/admin/chat/stream: `event:` is its `kind`, `data:` this
 * as JSON. A message; how far a side has read; that a side is typing; a conversation opened or resolved.
 * The team's stream carries every conversation, so each names its own.
 */
export const ChatStreamEventSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('message'), conversationId: z.string(), message: ChatMessageSchema }),
  z.object({
    kind: z.literal('read'),
    conversationId: z.string(),
    by: ChatSideSchema,
    upTo: z.number().int(),
  }),
  z.object({ kind: z.literal('typing'), conversationId: z.string(), from: ChatSideSchema }),
  z.object({ kind: z.literal('status'), conversationId: z.string(), status: ChatStatusSchema }),
]);
export type ChatStreamEvent = z.infer<typeof ChatStreamEventSchema>;

export const AdminChatListQuerySchema = z.object({
  status: z.enum(['open', 'resolved', 'all']).default('all'),
});

const AdminChatCustomerSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
});

export const AdminChatConversationSchema = z.object({
  id: z.string(),
  status: ChatStatusSchema,
  customer: AdminChatCustomerSchema,
  lastMessage: ChatMessageSchema.nullable(),
  lastMessageAt: z.string(),
  unread: z.number().int(),
});
export type AdminChatConversation = z.infer<typeof AdminChatConversationSchema>;

export const AdminChatListSchema = z.object({ conversations: z.array(AdminChatConversationSchema) });

export const AdminChatThreadSchema = z.object({
  conversation: AdminChatConversationSchema,
  messages: z.array(ChatMessageSchema),
  /** Older messages exist than the first one here: ask again with `before=<its id>`. */
  earlier: z.boolean(),
  /** The newest team message the customer has read ("Seen" on the team's side). */
  customerReadUpTo: z.number().int(),
  recentOrders: z.array(
    z.object({
      id: z.string(),
      status: z.string(),
      total: z.number(),
      createdAt: z.string(),
    }),
  ),
});
export type AdminChatThread = z.infer<typeof AdminChatThreadSchema>;

export const AdminChatParamsSchema = z.object({ id: IdSchema });
export const AdminChatPatchSchema = z.object({ status: ChatStatusSchema });
export const AdminChatUnreadSchema = z.object({ unread: z.number().int() });

const QuickReplySchema = z.object({
  title: plainTextSchema('Title', { max: 60, noMarkup: true }),
  text: ChatTextSchema,
});
export const QuickRepliesSchema = z.object({
  quickReplies: z
    .array(QuickReplySchema)
    .max(chatLimits.quickRepliesMax, `At most ${chatLimits.quickRepliesMax} quick replies`),
});
export type QuickReplies = z.infer<typeof QuickRepliesSchema>;
