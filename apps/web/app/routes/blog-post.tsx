import { useState } from 'react';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { blogAction, loadBlogPost, viewerIsAdmin } from '~/features/blog/index.server';
import { InlinePostEditor } from '~/features/blog/inline-post-editor';
import { PostArticle } from '~/features/blog/post-article';
import { blogPostMeta } from '~/features/blog/post-meta';
import { siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/blog-post';

export async function loader({ params, context }: Route.LoaderArgs) {
  const [post, admin] = await Promise.all([loadBlogPost(context, params.id), viewerIsAdmin(context)]);
  return { post, admin };
}

export async function action({ request, context }: Route.ActionArgs) {
  return blogAction(request, context);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return blogPostMeta(siteFromMatches(matches), loaderData?.post);
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
            <InlinePostEditor post={post} onDone={() => setEditing(false)} />
          ) : (
            <PostArticle post={post} onEdit={admin ? () => setEditing(true) : null} />
          )}
        </div>
      </Container>
    </main>
  );
}
