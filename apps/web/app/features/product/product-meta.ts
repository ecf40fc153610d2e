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

/** Offers are quoted for a year from today: search engines want a date, the catalogue has none. */
const OFFER_VALID_DAYS = 365;

/**
 * One Offer per variant (docs/PRODUCT.md, Variants): its SKU, price and availability, at the variant's
 * address (`?variant=<id>`, whose canonical is the product's); a product with one variant (or an answer
 * without variants) has its one Offer, as before variants.
 */
function variantOffers(product: Product, url: string) {
  const priceValidUntil = new Date(Date.now() + OFFER_VALID_DAYS * 86_400_000).toISOString().slice(0, 10);
  const offer = (item: { discountPrice: number; inStock: boolean }, sku: string, at: string) => ({
    '@type': 'Offer',
    url: at,
    sku,
    price: item.discountPrice.toFixed(2),
    priceCurrency: 'INR',
    priceValidUntil,
    availability: item.inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
    itemCondition: 'https://schema.org/NewCondition',
  });
  const [only] = product.variants;
  if (product.variants.length < 2) return offer(product, only?.sku ?? product._id, url);
  return product.variants.map((variant) =>
    offer(
      variant,
      variant.sku,
      variant.isDefault ? url : `${url}?variant=${encodeURIComponent(variant._id)}`,
    ),
  );
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
        sku: product.variants[0]?.sku ?? product._id,
        brand: { '@type': 'Brand', name: product.brand },
        category: product.categories[0]?.name,
        offers: variantOffers(product, url),
        ...reviewsJsonLd(product.rating, reviews),
      },
    },
  ];
}
