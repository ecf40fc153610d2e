/** The server-only part of the info pages' entry (kept apart so no browser bundle reaches it). */
export { loadBlogPosts } from './blogs.server';
