/** What other features and routes may use of the blog (features meet only through these entries). */
export { BlogCard, type BlogPostSummary } from './blog-card';
export { BlogEditorForm, type BlogFormResult } from './blog-editor-form';
export { PostContent } from './post-content';
