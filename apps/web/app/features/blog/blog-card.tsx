import { type BlogPost, formatDate } from '@shop/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** What a blog card shows of the API's post; the post's HTML content stays on the server. */
export type BlogPostSummary = Pick<BlogPost, '_id' | 'title' | 'description' | 'mainImg' | 'createdAt'>;

function safeDate(value: string): string | null {
  try {
    return formatDate(value);
  } catch {
    return null;
  }
}

/** One post in the blog list and the home page's latest posts. */
export function BlogCard({
  post,
  headingLevel = 'h3',
  actions,
}: {
  post: BlogPostSummary;
  headingLevel?: 'h2' | 'h3';
  /** Controls under the card (an admin's Edit and Delete). */
  actions?: ReactNode;
}) {
  const date = safeDate(post.createdAt);
  const Heading = headingLevel;
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm transition hover:shadow-md">
      {post.mainImg ? (
        <img
          src={post.mainImg}
          alt=""
          width={640}
          height={360}
          loading="lazy"
          decoding="async"
          className="aspect-video w-full object-cover"
        />
      ) : (
        <div className="aspect-video w-full bg-linear-to-br from-brand-100 to-brand-200" aria-hidden="true" />
      )}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <p className="flex items-center gap-3 text-xs">
          <span className="rounded-full bg-brand-50 px-2.5 py-1 font-semibold text-brand-800">Blog</span>
          {date && (
            <time dateTime={post.createdAt} className="text-stone-600">
              {date}
            </time>
          )}
        </p>
        <Heading className="font-display text-xl leading-snug text-stone-900">{post.title}</Heading>
        <p className="line-clamp-3 text-sm leading-relaxed text-stone-600">{post.description}</p>
        <Link
          to={`/blogs/${post._id}`}
          prefetch="intent"
          className="mt-auto inline-flex items-center gap-1 self-start font-semibold text-brand-700 hover:text-brand-900"
        >
          Read More<span className="sr-only">: {post.title}</span>
          <span aria-hidden="true">→</span>
        </Link>
        {actions && <div className="flex gap-2 border-t border-stone-100 pt-3">{actions}</div>}
      </div>
    </article>
  );
}
