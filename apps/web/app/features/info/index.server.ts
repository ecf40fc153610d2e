/** The server-only part of the info pages' entry (kept apart so no browser bundle reaches it). */
export { contactAction } from './contact.server';
