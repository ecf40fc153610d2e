import { type BlogPost, blogMessages } from '@shop/shared';
import { useState } from 'react';
import { Link, useFetcher } from 'react-router';
import { useFormResult } from '~/components/form/use-form-result';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { Button, buttonClass } from '~/components/ui/button';
import { ConfirmDialog } from '~/components/ui/confirm-dialog';
import { Icon } from '~/components/ui/named-icon';
import { BlogCard, BlogEditorForm } from '~/features/blog';
import { blogAction, loadBlogPosts, loadFullPosts, viewerIsAdmin } from '~/features/blog/index.server';
import type { FormResult } from '~/lib/form-result';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/blogs';

/** Shoppers get the cards; an admin also gets each post in full, for the edit form. */
export async function loader({ context }: Route.LoaderArgs) {
  const [list, admin] = await Promise.all([loadBlogPosts(context), viewerIsAdmin(context)]);
  const full: BlogPost[] = admin ? await loadFullPosts(context) : [];
  return { ...list, admin, full };
}

export async function action({ request, context }: Route.ActionArgs) {
  return blogAction(request, context);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return [
    ...seo({
      site,
      title: 'Blogs',
      description: 'Ayurveda, herbs and everyday wellness: practical articles and guides from our team.',
      path: '/blogs',
      image: loaderData?.posts[0]?.mainImg || undefined,
    }),
    {
      tagName: 'link',
      rel: 'alternate',
      type: 'application/rss+xml',
      title: `${site.shopName} – Blog`,
      href: '/blogs/rss.xml',
    },
  ];
}

type Editing = { mode: 'closed' } | { mode: 'create' } | { mode: 'edit'; post: BlogPost };

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts, failed, admin, full } = loaderData;
  const [editing, setEditing] = useState<Editing>({ mode: 'closed' });
  const [deleting, setDeleting] = useState<{ _id: string; title: string } | null>(null);
  const remover = useFetcher<FormResult<'delete', { id: string }>>();
  useFormResult(remover.data, { intent: 'delete', toastFailure: true, onSuccess: () => setDeleting(null) });

  return (
    <main id="main">
      <PageHeader eyebrow="Wellness journal" title="Blogs">
        <p>Ayurveda, herbs and everyday habits for a healthier you.</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        {admin && (
          <div className="mb-8 flex justify-end">
            <Button onClick={() => setEditing({ mode: 'create' })}>Add New Blog</Button>
          </div>
        )}
        {posts.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => {
              const whole = full.find((item) => item._id === post._id);
              return (
                <li key={post._id}>
                  <BlogCard
                    post={post}
                    headingLevel="h2"
                    actions={
                      admin &&
                      whole && (
                        <>
                          <Button
                            size="sm"
                            variant="outline"
                            aria-label={`Edit ${post.title}`}
                            onClick={() => setEditing({ mode: 'edit', post: whole })}
                          >
                            Edit
                          </Button>
                          <Button
                            size="sm"
                            variant="dangerOutline"
                            aria-label={`Delete ${post.title}`}
                            onClick={() => setDeleting(post)}
                          >
                            Delete
                          </Button>
                        </>
                      )
                    }
                  />
                </li>
              );
            })}
          </ul>
        ) : (
          <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="leaf" className="size-7" />
            </span>
            <p className={`mt-4 font-display text-2xl ${failed ? 'text-red-700' : 'text-brand-900'}`}>
              {failed ? blogMessages.fetchFailed : 'No blog posts yet'}
            </p>
            <p className="mt-2 text-stone-600">
              {failed
                ? 'Please try again in a moment.'
                : 'Our first articles are on their way. Please check back soon.'}
            </p>
            <Link to="/shop/all" className={`${buttonClass({})} mt-6`}>
              Browse the shop
            </Link>
          </div>
        )}
      </Container>
      {admin && editing.mode !== 'closed' && (
        <BlogEditorForm
          open
          key={editing.mode === 'edit' ? editing.post._id : 'new'}
          post={editing.mode === 'edit' ? editing.post : undefined}
          onClose={() => setEditing({ mode: 'closed' })}
        />
      )}
      {admin && (
        <ConfirmDialog
          open={deleting !== null}
          title="Delete this blog post?"
          confirmLabel="Delete"
          busyLabel="Deleting…"
          busy={remover.state !== 'idle'}
          onClose={() => setDeleting(null)}
          onConfirm={() => {
            if (deleting)
              remover.submit({ intent: 'delete', id: deleting._id }, { method: 'post', action: '/blogs' });
          }}
        >
          “{deleting?.title}” will be removed from the blog for good.
        </ConfirmDialog>
      )}
    </main>
  );
}
