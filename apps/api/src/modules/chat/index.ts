/** The live chat module's public entry (docs/PRODUCT.md, Live chat; docs/decisions/0017). */

export { type AdminChatRoutesContext, adminChatRoutes } from './chat.admin-routes.ts';
export type { ChatHub } from './chat.hub.ts';
export type { ChatInbox } from './chat.inbox.ts';
export type { ChatReplyMailer } from './chat.reply-mail.ts';
export { type ChatRoutesContext, chatRoutes } from './chat.routes.ts';
export type { ChatService } from './chat.service.ts';
export { type Chat, createChat } from './create-chat.ts';
