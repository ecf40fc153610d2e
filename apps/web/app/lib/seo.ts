import type { MetaDescriptor } from 'react-router';
import { fallbackSite, type SiteData } from './site-data';

type AnyMatch = { id: string; loaderData?: unknown } | undefined;

/** The shop's name and public address for a meta function, read from the root match. */
export function siteFromMatches(matches: readonly AnyMatch[]): SiteData['site'] {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as SiteData | undefined;
  return root?.site ?? fallbackSite;
}

/** An absolute URL on the public address (Open Graph and canonical links must be absolute). */
export function absoluteUrl(publicUrl: string, path: string): string {
  if (/^https?:\/\//.test(path)) return path;
  return `${publicUrl.replace(/\/+$/, '')}${path.startsWith('/') ? '' : '/'}${path}`;
}

const defaultShareImage = '/og-image.png';

export interface SeoInput {
  site: SiteData['site'];
  /** The page's own title; the shop's name is appended unless `fullTitle` is set. */
  title: string;
  fullTitle?: boolean;
  description: string;
  /** The canonical path of this page (query strings that change the content belong here too). */
  path: string;
  image?: string;
  imageAlt?: string;
  /** Size and type of `image` when known, so link previews can lay it out before fetching it. */
  imageSize?: { width: number; height: number };
  imageType?: string;
  type?: 'website' | 'product' | 'article';
  noindex?: boolean;
}

/**
 * Title, description, canonical link, Open Graph and Twitter tags for one page. Child meta replaces
 * the root's, so every route returns the whole set through this helper.
 */
export function seo(input: SeoInput): MetaDescriptor[] {
  const { site } = input;
  const title = input.fullTitle ? input.title : `${input.title} | ${site.shopName}`;
  const url = absoluteUrl(site.publicUrl, input.path);
  const image = absoluteUrl(site.publicUrl, input.image ?? defaultShareImage);
  const size = input.image ? input.imageSize : { width: 1200, height: 630 };
  const type = input.image ? input.imageType : 'image/png';
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: input.description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:site_name', content: site.shopName },
    { property: 'og:type', content: input.type ?? 'website' },
    { property: 'og:title', content: title },
    { property: 'og:description', content: input.description },
    { property: 'og:url', content: url },
    { property: 'og:image', content: image },
    { property: 'og:locale', content: 'en_IN' },
    { name: 'twitter:card', content: 'summary_large_image' },
    { name: 'twitter:title', content: title },
    { name: 'twitter:description', content: input.description },
    { name: 'twitter:image', content: image },
  ];
  if (size) {
    tags.push({ property: 'og:image:width', content: String(size.width) });
    tags.push({ property: 'og:image:height', content: String(size.height) });
  }
  if (type) tags.push({ property: 'og:image:type', content: type });
  tags.push({ property: 'og:image:alt', content: input.imageAlt ?? site.shopName });
  if (input.noindex) tags.push({ name: 'robots', content: 'noindex, follow' });
  return tags;
}
