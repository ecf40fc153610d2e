import { type Bundle, firstWords, formatPrice } from '@shop/shared';
import type { MetaDescriptor } from 'react-router';
import { bundlePath } from '~/lib/links';
import { absoluteUrl, seo } from '~/lib/seo';
import type { SiteData } from '~/lib/site-data';

/** Title with the name, price and saving; the description names what is inside; JSON-LD `Product`. */
export function bundleMeta(site: SiteData['site'], bundle: Bundle): MetaDescriptor[] {
  const price = formatPrice(bundle.price);
  const inside = bundle.items
    .map((item) => `${item.quantity > 1 ? `${item.quantity} × ` : ''}${item.name}`)
    .join(', ');
  const about = firstWords(bundle.description.replace(/\s+/g, ' '), 25);
  const url = absoluteUrl(site.publicUrl, bundlePath(bundle.slug));
  return [
    ...seo({
      site,
      title: `${bundle.name} – ${price}${bundle.percentOff > 0 ? ` (${bundle.percentOff}% off)` : ''}`,
      description: `${price} for ${inside}.${about ? ` ${about}` : ''}`,
      path: bundlePath(bundle.slug),
      image: bundle.image ?? undefined,
      imageAlt: bundle.name,
      type: 'product',
    }),
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: bundle.name,
        description: bundle.description || inside,
        ...(bundle.image ? { image: [absoluteUrl(site.publicUrl, bundle.image)] } : {}),
        offers: {
          '@type': 'Offer',
          url,
          price: bundle.price.toFixed(2),
          priceCurrency: 'INR',
          availability: bundle.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
      },
    },
  ];
}
