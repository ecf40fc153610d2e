/** The live chat feature's entry (docs/PRODUCT.md, Live chat). */
export { ChatComposer } from './chat-composer';
export { ChatThread } from './chat-thread';
export { MessageText } from './message-text';
export { type LiveEvent, useChatLive } from './use-chat-live';
export { useUnreadCount } from './use-unread-count';
