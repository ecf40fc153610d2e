/** The live chat feature's entry (docs/PRODUCT.md, Live chat). */
export { ChatComposer } from './chat-composer';
export { ChatThread } from './chat-thread';
export { type LiveEvent, useChatLive } from './use-chat-live';
