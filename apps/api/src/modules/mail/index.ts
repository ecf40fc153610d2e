/** The mail module's public entry: the e-mail outbox, its transports and the shared layout. */
export { renderEmail } from './mail.layout.ts';
export { type MailMessage, MailService } from './mail.service.ts';
export { createTransport } from './mail.transport.ts';
