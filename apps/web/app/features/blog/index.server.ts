/** The server-only part of the blog's entry (kept apart so no browser bundle reaches it). */
export {
  type BlogList,
  blogAction,
  loadBlogPost,
  loadBlogPosts,
  loadFullPosts,
  viewerIsAdmin,
} from './blogs.server';
