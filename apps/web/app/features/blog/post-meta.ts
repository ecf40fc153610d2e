import type { BlogPost } from '@shop/shared';
import type { MetaDescriptor } from 'react-router';
import { absoluteUrl, seo } from '~/lib/seo';
import type { SiteData } from '~/lib/site-data';

/** Open Graph with the post's main image, and JSON-LD `Article` for search engines. */
export function blogPostMeta(site: SiteData['site'], post: BlogPost | undefined): MetaDescriptor[] {
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
