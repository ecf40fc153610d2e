import { escapeHtml } from '@shop/shared';
import { loadFullPosts } from '~/features/blog/index.server';
import { publicConfigContext } from '~/lib/load-context.server';
import { absoluteUrl } from '~/lib/seo';
import type { Route } from './+types/blogs-rss';

/** /blogs/rss.xml: the newest 50 posts as RSS 2.0, each with its description and main image. */
export async function loader({ context }: Route.LoaderArgs) {
  const { publicUrl: base, shopName: shop } = context.get(publicConfigContext);
  const posts = (await loadFullPosts(context)).slice(0, 50);
  const items = posts.map((post) => {
    const link = absoluteUrl(base, `/blogs/${encodeURIComponent(post._id)}`);
    const image = post.mainImg
      ? `\n      <enclosure url="${escapeHtml(absoluteUrl(base, post.mainImg))}" type="image/webp" length="0"/>`
      : '';
    return `    <item>
      <title>${escapeHtml(post.title)}</title>
      <link>${escapeHtml(link)}</link>
      <guid isPermaLink="true">${escapeHtml(link)}</guid>
      <pubDate>${new Date(post.createdAt).toUTCString()}</pubDate>
      <description>${escapeHtml(post.description)}</description>${image}
    </item>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeHtml(`${shop} – Blog`)}</title>
    <link>${escapeHtml(absoluteUrl(base, '/blogs'))}</link>
    <atom:link href="${escapeHtml(absoluteUrl(base, '/blogs/rss.xml'))}" rel="self" type="application/rss+xml"/>
    <description>${escapeHtml('Ayurveda, herbs and everyday wellness: articles from our team.')}</description>
    <language>en-IN</language>
${items.join('\n')}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: { 'content-type': 'application/rss+xml; charset=utf-8', 'cache-control': 'public, max-age=600' },
  });
}
