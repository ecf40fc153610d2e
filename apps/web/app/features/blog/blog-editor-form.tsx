import { type BlogPost, BlogPostInputSchema } from '@shop/shared';
import { lazy, Suspense, useId, useState } from 'react';
import { useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { Dialog } from '~/components/ui/dialog';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type FormResult, validate } from '~/lib/form-result';
import { EditorLoading } from './editor-loading';
import { ImagePicker } from './image-picker';

// The editor's own chunk: requested only when this form is first shown, so shoppers never load it.
const RichTextEditor = lazy(() => import('./rich-text-editor'));

export type BlogFormResult = FormResult<'save', { id: string }>;

/**
 * The blog post form in a modal (create, or edit when `post` is given): Title, Main Image, Description,
 * Secondary Description, rich-text Content; Cancel and Create/Update. It posts to `action` (the
 * blog's action, /blogs by default) with intent `save`, and closes once the post is saved.
 */
export function BlogEditorForm({
  open,
  post,
  action = '/blogs',
  onClose,
  onSaved,
}: {
  open: boolean;
  post?: Pick<
    BlogPost,
    '_id' | 'title' | 'description' | 'secondaryDesc' | 'mainImg' | 'secondaryImg' | 'content'
  >;
  action?: string;
  onClose: () => void;
  onSaved?: (id: string) => void;
}) {
  const titleId = useId();
  const contentLabel = useId();
  const fetcher = useFetcher<BlogFormResult>();
  const [content, setContent] = useState(post?.content ?? '');
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    intent: 'save',
    result: fetcher.data,
    fetcher,
    check: (values) => validate(BlogPostInputSchema, { ...values, secondaryImg: post?.secondaryImg ?? [] }),
  });
  useFormResult(fetcher.data, {
    intent: 'save',
    onSuccess: (result) => {
      onSaved?.(result.data.id);
      onClose();
    },
  });

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!form.busy) onClose();
      }}
      aria-labelledby={titleId}
      className="m-auto w-[calc(100%-1rem)] max-w-3xl rounded-3xl bg-white p-0 text-stone-800 shadow-2xl backdrop:bg-stone-900/50"
    >
      <fetcher.Form
        method="post"
        action={action}
        ref={form.ref}
        onSubmit={form.onSubmit}
        noValidate
        className="max-h-[90vh] space-y-5 overflow-y-auto p-5 sm:p-7"
      >
        <h2 id={titleId} className="font-display text-2xl font-bold text-brand-900">
          {post ? 'Edit Blog' : 'Add New Blog'}
        </h2>
        <Alert>{form.message}</Alert>
        <input type="hidden" name="intent" value="save" />
        {post && <input type="hidden" name="id" value={post._id} />}
        {post?.secondaryImg.map((url) => (
          <input key={url} type="hidden" name="secondaryImg" value={url} />
        ))}
        <TextField name="title" label="Title" required defaultValue={post?.title} errors={form.fieldErrors} />
        <ImagePicker
          name="mainImg"
          label="Main Image"
          initialUrl={post?.mainImg ?? ''}
          onBusyChange={setUploading}
        />
        <TextAreaField
          name="description"
          label="Description"
          rows={3}
          required
          defaultValue={post?.description}
          errors={form.fieldErrors}
        />
        <TextAreaField
          name="secondaryDesc"
          label="Secondary Description"
          rows={3}
          required
          defaultValue={post?.secondaryDesc}
          errors={form.fieldErrors}
        />
        <div>
          <p id={contentLabel} className="block text-sm font-medium text-stone-800">
            Content
          </p>
          <input type="hidden" name="content" value={content} />
          <div className="mt-1.5">
            {open && (
              <Suspense fallback={<EditorLoading />}>
                <RichTextEditor
                  initialHtml={post?.content ?? ''}
                  onChange={setContent}
                  labelledBy={contentLabel}
                />
              </Suspense>
            )}
          </div>
          {form.fieldErrors.content && (
            <p className="mt-1.5 text-sm text-red-700">{form.fieldErrors.content}</p>
          )}
        </div>
        <div className="flex flex-col-reverse gap-3 border-t border-stone-200 pt-5 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={onClose} disabled={form.busy}>
            Cancel
          </Button>
          <SubmitButton busy={form.busy} busyLabel={post ? 'Updating…' : 'Creating…'} disabled={uploading}>
            {post ? 'Update' : 'Create'}
          </SubmitButton>
        </div>
      </fetcher.Form>
    </Dialog>
  );
}
