import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import type { MailService } from '../mail/index.ts';
import { createChatBus } from './chat.bus.ts';
import { ChatHub, type HubOptions } from './chat.hub.ts';
import { ChatInbox } from './chat.inbox.ts';
import { ChatReplyMailer } from './chat.reply-mail.ts';
import { ChatService } from './chat.service.ts';

/** The live chat's services, built once by the composition root (app.ts). */
export interface Chat {
  chat: ChatService;
  chatInbox: ChatInbox;
  chatHub: ChatHub;
  chatReplyMailer: ChatReplyMailer;
}

export async function createChat(deps: {
  database: Database;
  clock: Clock;
  config: Config;
  mail: MailService;
  log: FastifyBaseLogger;
  sessionHolder: HubOptions['sessionHolder'];
}): Promise<Chat> {
  const { database, clock, config, mail, log } = deps;
  const db = database.db;
  let chat: ChatService | null = null;
  const bus = await createChatBus({
    database,
    redisUrl: config.REDIS_URL,
    log,
    loadMessage: (id) => chat!.messageEventById(id),
  });
  const chatHub = new ChatHub(bus, {
    maxLifetimeMs: config.CHAT_STREAM_MAX_SECONDS * 1000,
    sessionHolder: deps.sessionHolder,
  });
  chat = new ChatService({ db, clock, config, hub: chatHub });
  const chatInbox = new ChatInbox({ db, clock, config, hub: chatHub });
  const chatReplyMailer = new ChatReplyMailer({ db, clock, config, mail, log });
  await chatHub.start();
  return { chat, chatInbox, chatHub, chatReplyMailer };
}
