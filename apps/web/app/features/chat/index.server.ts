/** The live chat feature's server entry. */
export { loadChat, sendChatMessage } from './chat.server';
export { inboxAction, loadInbox } from './inbox.server';
