import { firstWords, formatPrice, type Product, type Review } from '@shop/shared';
import type { MetaDescriptor } from 'react-router';
import { productPath } from '~/lib/links';
import { absoluteUrl, seo } from '~/lib/seo';
import type { SiteData } from '~/lib/site-data';
import { reviewsJsonLd } from './reviews-json-ld';

/** The one address of a product page: /product/{id} and slugs both point here. */
function canonicalProductUrl(site: SiteData['site'], product: Pick<Product, '_id'>) {
  return absoluteUrl(site.publicUrl, productPath(product._id));
}

/**
 * Title with name and price, the main image, Open Graph product price tags and JSON-LD `Product`,
 * so a shared link (WhatsApp, search engines) shows name, price and picture.
 */
export function productMeta(
  site: SiteData['site'],
  product: Product,
  reviews: Review[] = [],
): MetaDescriptor[] {
  const url = canonicalProductUrl(site, product);
  const image = product.images[0];
  const price = formatPrice(product.discountPrice);
  const description = firstWords(product.description.replace(/\s+/g, ' '), 30);
  const offerPrice = product.discountPrice.toFixed(2);
  return [
    ...seo({
      site,
      title: `${product.name} – ${price}${product.percentOff > 0 ? ` (${product.percentOff}% off)` : ''}`,
      description: `${price} · ${product.brand}. ${description}`,
      path: productPath(product._id),
      // A JPEG made for link previews: WhatsApp does not reliably show WebP.
      image: image ? `/api/product/share-image/${product._id}` : undefined,
      imageAlt: image?.alt || product.name,
      imageSize: image ? { width: 1200, height: 630 } : undefined,
      imageType: image ? 'image/jpeg' : undefined,
      type: 'product',
    }),
    { property: 'product:price:amount', content: offerPrice },
    { property: 'product:price:currency', content: 'INR' },
    { property: 'product:availability', content: product.inStock ? 'in stock' : 'out of stock' },
    { property: 'product:brand', content: product.brand },
    {
      'script:ld+json': {
        '@context': 'https://schema.org',
        '@type': 'Product',
        name: product.name,
        image: product.images.map((item) => absoluteUrl(site.publicUrl, item.url)),
        description: product.description,
        sku: product._id,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.categories[0]?.name,
        offers: {
          '@type': 'Offer',
          url,
          price: offerPrice,
          priceCurrency: 'INR',
          availability: product.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
          itemCondition: 'https://schema.org/NewCondition',
        },
        ...reviewsJsonLd(product.rating, reviews),
      },
    },
  ];
}
