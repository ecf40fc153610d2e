import { Link } from 'react-router';
import { SectionTitle } from '~/components/ui/section-title';
import { BlogCard, type BlogPostSummary } from '~/features/blog';

/** The newest three posts; the slot stays empty until there are posts. */
export function LatestBlogs({ posts }: { posts: BlogPostSummary[] }) {
  if (posts.length === 0) return null;
  return (
    <section aria-labelledby="blogs-heading">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <SectionTitle id="blogs-heading" eyebrow="From our blog">
          Latest Blogs
        </SectionTitle>
        <Link to="/blogs" prefetch="intent" className="font-semibold text-brand-700 hover:text-brand-900">
          View all posts <span aria-hidden="true">→</span>
        </Link>
      </div>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post._id}>
            <BlogCard post={post} />
          </li>
        ))}
      </ul>
    </section>
  );
}
