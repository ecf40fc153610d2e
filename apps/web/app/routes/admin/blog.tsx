import { formatDateTime } from '@shop/shared';
import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { cardClass } from '~/components/ui/card';
import { textLinkClass } from '~/components/ui/text-link';
import { requireAdmin } from '~/features/admin/admin.server';
import { loadBlogPosts } from '~/features/blog/index.server';
import type { Route } from './+types/blog';

export async function loader({ url, context }: Route.LoaderArgs) {
  await requireAdmin(url, context);
  return loadBlogPosts(context);
}

/**
 * The blog's posts. Writing, editing and deleting stay on /blogs, where an admin already gets the blog
 * editor (Add New Blog, Edit, Delete), so there is one editor and one way to publish.
 */
export default function AdminBlogPage({ loaderData }: Route.ComponentProps) {
  const { posts, failed } = loaderData;
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-display text-xl font-bold text-brand-900">Blog</h2>
        <Link to="/blogs" className={buttonClass({ size: 'sm' })}>
          Add, edit or delete posts on the blog
        </Link>
      </div>
      <section className={`${cardClass} p-4`}>
        {failed ? (
          <p className="text-sm text-red-800">The posts could not be loaded. Try again in a moment.</p>
        ) : posts.length === 0 ? (
          <p className="text-sm text-stone-600">No posts yet.</p>
        ) : (
          <ul className="divide-y divide-stone-100">
            {posts.map((post) => (
              <li key={post._id} className="flex flex-wrap items-baseline justify-between gap-2 py-2.5">
                <Link to={`/blogs/${post._id}`} className={`${textLinkClass} font-semibold`}>
                  {post.title}
                </Link>
                <span className="text-sm text-stone-600">{formatDateTime(post.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
