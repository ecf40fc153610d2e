import {
  ChatAfterQuerySchema,
  ChatHistoryQuerySchema,
  ChatHistorySchema,
  ChatMessageResponseSchema,
  ChatReadSchema,
  ChatSendSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, bearerSecurity as security } from '../../lib/route-schemas.ts';
import { requireUser } from '../../plugins/auth.ts';
import type { ChatHub } from './chat.hub.ts';
import { chatAccountLimits, perAccount } from './chat.limits.ts';
import type { ChatService } from './chat.service.ts';
import { lastEventId, openStream } from './chat.stream.ts';

/** A chat request never needs more than a message of 2,000 characters (at most 8 KB of UTF-8) and JSON. */
export const CHAT_BODY_LIMIT = 16 * 1024;

const tags = ['chat'];
const errors = errorResponses(400, 401);

export interface ChatRoutesContext {
  chat: ChatService;
  chatHub: ChatHub;
}

/** The customer's live chat, /api/chat (docs/PRODUCT.md, Live chat). Signed-in customers only. */
export const chatRoutes: FastifyPluginAsyncZod<{ ctx: ChatRoutesContext }> = async (app, { ctx }) => {
  const { chat, chatHub } = ctx;
  app.addHook('onRequest', requireUser);
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'private, no-store');
  });

  app.get(
    '/messages',
    {
      schema: {
        tags,
        security,
        summary:
          'The conversation with the team, a page of 500: the newest, or those after or before a ' +
          'message id; `earlier` tells whether older ones exist; and the read markers',
        querystring: ChatHistoryQuerySchema,
        response: { 200: ChatHistorySchema, ...errors },
      },
    },
    async (request) => chat.history(request.user!.id, request.query),
  );

  app.post(
    '/messages',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Send a message to the team; answered once it is stored',
        body: ChatSendSchema,
        response: { 201: ChatMessageResponseSchema, ...errorResponses(400, 401, 429) },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ message: await chat.send(request.user!.id, request.body.text) }),
  );

  app.post(
    '/read',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: "Mark the team's messages read up to an id (the team sees 'Seen')",
        body: ChatReadSchema,
        response: { 200: z.object({ readUpTo: z.number().int() }), ...errors },
      },
    },
    async (request) => chat.markRead(request.user!.id, request.body.upTo),
  );

  app.post(
    '/typing',
    {
      bodyLimit: CHAT_BODY_LIMIT,
      schema: {
        tags,
        security,
        summary: 'Tell the team the customer is typing (send at most every few seconds)',
        response: { 200: z.object({ success: z.literal(true) }), ...errorResponses(401, 429) },
      },
      preHandler: perAccount(app, 'typing', chatAccountLimits.typing, 'typing notices'),
    },
    async (request) => {
      await chat.typing(request.user!.id);
      return { success: true as const };
    },
  );

  app.get(
    '/stream',
    {
      schema: {
        tags,
        security,
        summary:
          'Server-Sent Events: message, read and typing events; resumes after Last-Event-ID or ?after= ' +
          '(one page, then `reload`); ends with `end` when its session ends or after its lifetime',
        querystring: ChatAfterQuerySchema,
        produces: ['text/event-stream'],
        response: {
          200: z.string().meta({ description: 'Server-Sent Events' }),
          ...errorResponses(400, 401, 429),
        },
      },
      preHandler: perAccount(app, 'stream', chatAccountLimits.streamOpens, 'chat connections'),
    },
    async (request, reply) => {
      const customerId = request.user!.id;
      const after = lastEventId(request) ?? request.query.after;
      // Subscribed before the history is read, so nothing written in between is lost.
      const stream = await openStream(request, reply, chatHub, { customerId });
      try {
        const missed = after === undefined ? undefined : await chat.missedBy(customerId, after);
        stream.catchUp(missed?.events ?? [], missed?.more);
      } catch (error) {
        request.log.error({ err: error }, 'chat stream could not catch up');
        reply.raw.destroy();
      }
    },
  );
};
