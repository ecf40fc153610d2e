import {
  AdminChatConversationSchema,
  AdminChatListQuerySchema,
  AdminChatListSchema,
  AdminChatParamsSchema,
  AdminChatPatchSchema,
  AdminChatThreadSchema,
  AdminChatUnreadSchema,
  ChatHistoryQuerySchema,
  ChatMessageResponseSchema,
  ChatReadSchema,
  ChatSendSchema,
  QuickRepliesSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireAdmin } from '../../plugins/auth.ts';
import { errors, security } from '../admin/index.ts';
import type { ChatHub } from './chat.hub.ts';
import type { ChatInbox } from './chat.inbox.ts';
import { chatAccountLimits, perAccount } from './chat.limits.ts';
import { CHAT_BODY_LIMIT } from './chat.routes.ts';
import { openStream } from './chat.stream.ts';

const tags = ['admin: chat'];

export interface AdminChatRoutesContext {
  chatInbox: ChatInbox;
  chatHub: ChatHub;
}

/**
 * The team's inbox, /api/admin/chat. Its own onRequest guard, like the admin console's: a visitor gets
 * 401 and a customer 403 before the body is read.
 */
export const adminChatRoutes: FastifyPluginAsyncZod<{ ctx: AdminChatRoutesContext }> = async (
  app,
  { ctx },
) => {
  const { chatInbox: inbox, chatHub } = ctx;
  app.addHook('onRequest', requireAdmin);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/conversations',
    {
      schema: {
        tags,
        security,
        summary: 'Conversations, newest first, with unread counts (status=open|resolved|all)',
        querystring: AdminChatListQuerySchema,
        response: { 200: AdminChatListSchema, ...errors(400) },
      },
    },
    async (request) => ({ conversations: await inbox.list(request.query.status) }),
  );

  app.get(
    '/conversations/:id/messages',
    {
      schema: {
        tags,
        security,
        summary:
          "One conversation's messages (a page of 500: the newest, or after or before an id), the " +
          'customer and their recent orders',
        params: AdminChatParamsSchema,
        querystring: ChatHistoryQuerySchema,
        response: { 200: AdminChatThreadSchema, ...errors(400, 404) },
      },
    },
    async (request) => inbox.thread(request.params.id, request.query),
  );

  app.post(
    '/conversations/:id/messages',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Reply to the customer; answered once the reply is stored',
        params: AdminChatParamsSchema,
        body: ChatSendSchema,
        response: { 201: ChatMessageResponseSchema, ...errors(400, 404, 429) },
      },
      preHandler: perAccount(app, 'team-reply', chatAccountLimits.teamReplies, 'replies'),
    },
    async (request, reply) =>
      reply
        .status(201)
        .send({ message: await inbox.reply(request.user!.id, request.params.id, request.body.text) }),
  );

  app.patch(
    '/conversations/:id',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Mark a conversation resolved or open again',
        params: AdminChatParamsSchema,
        body: AdminChatPatchSchema,
        response: { 200: z.object({ conversation: AdminChatConversationSchema }), ...errors(400, 404) },
      },
    },
    async (request) => ({
      conversation: await inbox.setStatus(request.user!, request.params.id, request.body.status),
    }),
  );

  app.post(
    '/conversations/:id/read',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Mark the customer's messages read up to an id (the customer sees 'Seen')",
        params: AdminChatParamsSchema,
        body: ChatReadSchema,
        response: { 200: z.object({ readUpTo: z.number().int() }), ...errors(400, 404) },
      },
    },
    async (request) => inbox.markRead(request.params.id, request.body.upTo),
  );

  app.post(
    '/conversations/:id/typing',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Tell the customer the team is typing',
        params: AdminChatParamsSchema,
        response: { 200: z.object({ success: z.literal(true) }), ...errors(400, 404, 429) },
      },
      preHandler: perAccount(app, 'team-typing', chatAccountLimits.typing, 'typing notices'),
    },
    async (request) => {
      await inbox.typing(request.params.id);
      return { success: true as const };
    },
  );

  app.get(
    '/unread',
    {
      schema: {
        tags,
        security,
        summary: 'How many conversations have unread customer messages (the navigation badge)',
        response: { 200: AdminChatUnreadSchema, ...errors() },
      },
    },
    async () => ({ unread: await inbox.unread() }),
  );

  app.get(
    '/quick-replies',
    {
      schema: {
        tags,
        security,
        summary: 'The saved quick replies',
        response: { 200: QuickRepliesSchema, ...errors() },
      },
    },
    async () => inbox.quickReplies(),
  );

  app.put(
    '/quick-replies',
    {
      bodyLimit: 64 * 1024,
      schema: {
        tags,
        security,
        summary: 'Replace the saved quick replies (at most 20)',
        body: QuickRepliesSchema,
        response: { 200: QuickRepliesSchema, ...errors(400) },
      },
    },
    async (request) => inbox.saveQuickReplies(request.user!, request.body),
  );

  app.get(
    '/stream',
    {
      schema: {
        tags,
        security,
        summary:
          'Server-Sent Events of every conversation: message, read, typing and status events; ends ' +
          'with `end` when its session ends, its account stops being an admin, or after its lifetime',
        produces: ['text/event-stream'],
        response: { 200: z.string().meta({ description: 'Server-Sent Events' }), ...errors(429) },
      },
      preHandler: perAccount(app, 'team-stream', chatAccountLimits.streamOpens, 'chat connections'),
    },
    async (request, reply) => {
      (await openStream(request, reply, chatHub, 'team')).catchUp([]);
    },
  );
};
