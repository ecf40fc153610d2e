import { type BlogPost, BlogPostInputSchema, formatDate } from '@shop/shared';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Container } from '~/components/layout/container';
import { Alert } from '~/components/ui/alert';
import { Button } from '~/components/ui/button';
import { TextAreaField, TextField } from '~/components/ui/field';
import { SubmitButton } from '~/components/ui/submit-button';
import { PostContent } from '~/features/blog';
import { blogAction, loadBlogPost, viewerIsAdmin } from '~/features/blog/index.server';
import { type FormResult, validate } from '~/lib/form-result';
import { absoluteUrl, seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [post, admin] = await Promise.all([loadBlogPost(context, params.id), viewerIsAdmin(context)]);
  return { post, admin };
}

export async function action({ request, context }: Route.ActionArgs) {
  return blogAction(request, context);
}

/** Open Graph with the post's main image, and JSON-LD `Article` for search engines. */
export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  const post = loaderData?.post;
  if (!post)
    return seo({
      site,
      title: 'Blog post not found',
      description: 'Blog post not found',
      path: '/blogs',
      noindex: true,
    });
  const path = `/blogs/${post._id}`;
  return [
    ...seo({
      site,
      title: post.title,
      description: post.description,
      path,
      image: post.mainImg || undefined,
      imageAlt: post.title,
      imageType: post.mainImg ? 'image/webp' : undefined,
      type: 'article',
    }),
    { property: 'article:published_time', content: post.createdAt },
    { property: 'article:modified_time', content: post.updatedAt },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: post.title,
        description: post.description,
        image: post.mainImg ? [absoluteUrl(site.publicUrl, post.mainImg)] : undefined,
        datePublished: post.createdAt,
        dateModified: post.updatedAt,
        mainEntityOfPage: absoluteUrl(site.publicUrl, path),
        publisher: { '@type': 'Organization', name: site.shopName },
      },
    },
  ];
}

export default function BlogPostPage({ loaderData }: Route.ComponentProps) {
  const { post, admin } = loaderData;
  const [editing, setEditing] = useState(false);
  return (
    <main id="main">
      <Container className="py-10 sm:py-14">
        <div className="mx-auto max-w-3xl">
          <Link to="/blogs" className="text-sm font-semibold text-brand-700 hover:text-brand-900">
            <span aria-hidden="true">←</span> All posts
          </Link>
          {editing ? (
            <InlineEditor post={post} onDone={() => setEditing(false)} />
          ) : (
            <article className="mt-6">
              {post.mainImg && (
                <img
                  src={post.mainImg}
                  alt=""
                  width={960}
                  height={540}
                  fetchPriority="high"
                  className="aspect-video w-full rounded-3xl object-cover shadow-sm"
                />
              )}
              <p className="mt-6 flex items-center gap-3 text-sm">
                <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">
                  Blog
                </span>
                <time dateTime={post.createdAt} className="text-stone-600">
                  {formatDate(post.createdAt)}
                </time>
              </p>
              <h1 className="mt-3 font-display text-3xl leading-tight text-stone-900 sm:text-4xl">
                {post.title}
              </h1>
              {admin && (
                <Button size="sm" variant="outline" className="mt-4" onClick={() => setEditing(true)}>
                  Edit this post
                </Button>
              )}
              <p className="mt-5 whitespace-pre-line text-lg leading-relaxed text-stone-700">
                {post.description}
              </p>
              <div className="mt-8">
                <PostContent html={post.content} />
              </div>
              {post.secondaryDesc && (
                <p className="mt-8 whitespace-pre-line rounded-2xl bg-brand-50 p-5 text-stone-700">
                  {post.secondaryDesc}
                </p>
              )}
              {post.secondaryImg.length > 0 && (
                <section aria-labelledby="more-images" className="mt-10">
                  <h2 id="more-images" className="font-display text-2xl text-stone-900">
                    Additional Images
                  </h2>
                  <ul className="mt-4 grid gap-4 sm:grid-cols-2">
                    {post.secondaryImg.map((url) => (
                      <li key={url}>
                        <img
                          src={url}
                          alt=""
                          width={480}
                          height={270}
                          loading="lazy"
                          className="w-full rounded-2xl object-cover"
                        />
                      </li>
                    ))}
                  </ul>
                </section>
              )}
            </article>
          )}
        </div>
      </Container>
    </main>
  );
}

/** The admin's inline edit mode: title, description and content, with Save and Cancel. */
function InlineEditor({ post, onDone }: { post: BlogPost; onDone: () => void }) {
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
