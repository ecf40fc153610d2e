import { type ComponentProps, lazy, Suspense } from 'react';
import type { BlogEditorForm } from './blog-editor-form';

const EditorForm = lazy(() =>
  import('./blog-editor-form').then((module) => ({ default: module.BlogEditorForm })),
);

/**
 * The blog's editor dialog, loaded when an admin opens it: shoppers read /blogs and the home page
 * without the form's code (its upload, fields and schemas), as they already do without the editor's.
 */
export function LazyBlogEditorForm(props: ComponentProps<typeof BlogEditorForm>) {
  return (
    <Suspense fallback={null}>
      <EditorForm {...props} />
    </Suspense>
  );
}
