/** The blog module's public entry: its routes, and the demo posts the seed writes. */
export { blogRoutes } from './blog.routes.ts';
export { seedDemoBlog } from './demo-posts.ts';
