/** The live chat module's public entry (docs/PRODUCT.md, Live chat; docs/decisions/0017). */

export { adminChatRoutes } from './chat.admin-routes.ts';
export { chatRoutes } from './chat.routes.ts';
export { type Chat, createChat } from './create-chat.ts';
