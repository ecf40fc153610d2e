import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { Icon } from '~/components/ui/named-icon';
import { BlogCard } from '~/features/info/blog-card';
import { loadBlogPosts } from '~/features/info/blogs.server';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/blogs';

/** Until the blog API exists its 404 reads as "no posts yet"; other failures show the error text of docs/PRODUCT.md §8.7. */
export async function loader({ context }: Route.LoaderArgs) {
  return loadBlogPosts(context);
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Blogs',
    description: 'Ayurveda, herbs and everyday wellness: practical articles and guides from our team.',
    path: '/blogs',
    image: loaderData?.posts[0]?.mainImg || undefined,
  });
}

export default function Blogs({ loaderData }: Route.ComponentProps) {
  const { posts, failed } = loaderData;
  return (
    <main id="main">
      <PageHeader eyebrow="Wellness journal" title="Blogs">
        <p>Ayurveda, herbs and everyday habits for a healthier you.</p>
      </PageHeader>
      <Container className="py-12 sm:py-16">
        {posts.length > 0 ? (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {posts.map((post) => (
              <li key={post._id}>
                <BlogCard post={post} headingLevel="h2" />
              </li>
            ))}
          </ul>
        ) : (
          <div className="mx-auto flex max-w-lg flex-col items-center rounded-2xl border border-dashed border-stone-300 bg-white px-6 py-14 text-center">
            <span className="grid size-14 place-items-center rounded-full bg-brand-50 text-brand-700">
              <Icon name="leaf" className="size-7" />
            </span>
            <p className={`mt-4 font-display text-2xl ${failed ? 'text-red-700' : 'text-brand-900'}`}>
              {failed ? 'Failed to fetch blogs' : 'No blog posts yet'}
            </p>
            <p className="mt-2 text-stone-600">
              {failed
                ? 'Please try again in a moment.'
                : 'Our first articles are on their way. Please check back soon.'}
            </p>
            <Link
              to="/shop/all"
              className="mt-6 inline-flex rounded-full bg-brand-700 px-5 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-800"
            >
              Browse the shop
            </Link>
          </div>
        )}
      </Container>
    </main>
  );
}
