/** What other features and routes may use of the blog (features meet only through these entries). */
export { BlogCard, type BlogPostSummary } from './blog-card';
export type { BlogFormResult } from './blog-editor-form';
export { LazyBlogEditorForm as BlogEditorForm } from './lazy-blog-editor-form';
export { PostContent } from './post-content';
