import { type BlogPost, BlogPostInputSchema } from '@shop/shared';
import { useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { type FormResult, validate } from '~/lib/form-result';

/** The admin's inline edit mode: title, description and content, with Save and Cancel. */
export function InlinePostEditor({ post, onDone }: { post: BlogPost; onDone: () => void }) {
  const fetcher = useFetcher<FormResult<'save', { id: string }>>();
  const form = useForm({
    intent: 'save',
    result: fetcher.data,
    fetcher,
    // The form posts the extra images as hidden fields; the check reads them from the post itself.
    check: (values) => validate(BlogPostInputSchema, { ...values, secondaryImg: post.secondaryImg }),
  });
  useFormResult(fetcher.data, { intent: 'save', onSuccess: onDone });
  return (
    <fetcher.Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="mt-6 space-y-5">
      <Alert>{form.message}</Alert>
      <input type="hidden" name="intent" value="save" />
      <input type="hidden" name="id" value={post._id} />
      <input type="hidden" name="mainImg" value={post.mainImg} />
      <input type="hidden" name="secondaryDesc" value={post.secondaryDesc} />
      {post.secondaryImg.map((url) => (
        <input key={url} type="hidden" name="secondaryImg" value={url} />
      ))}
      <TextField name="title" label="Title" required defaultValue={post.title} errors={form.fieldErrors} />
      <TextAreaField
        name="description"
        label="Description"
        rows={3}
        required
        defaultValue={post.description}
        errors={form.fieldErrors}
      />
      <TextAreaField
        name="content"
        label="Content (HTML)"
        rows={12}
        defaultValue={post.content}
        hint="Cleaned on save: scripts, styles and outside images are removed."
        errors={form.fieldErrors}
        textareaClassName="font-mono text-sm"
      />
      <div className="flex gap-3">
        <SubmitButton busy={form.busy} busyLabel="Saving…">
          Save
        </SubmitButton>
        <Button variant="outline" onClick={onDone} disabled={form.busy}>
          Cancel
        </Button>
      </div>
    </fetcher.Form>
  );
}
