/** The blog module's public entry: its service and routes, and the demo posts the seed writes. */
export { blogRoutes } from './blog.routes.ts';
export { BlogService } from './blog.service.ts';
export { seedDemoBlog } from './demo-posts.ts';
