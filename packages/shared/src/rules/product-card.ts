import type { Image, Product } from '../schemas/catalog.ts';
import { limits } from '../storefront-constants.ts';
import { firstWords } from './text.ts';

/**
 * What an `<img>` of a product needs. A page passes its own alt text, and the picture's id is the
 * catalogue's, so neither is sent with a card (loader data rides in the page's HTML and is parsed
 * before hydration: docs/ARCHITECTURE.md, First screen).
 */
export type CardImage = Pick<Image, 'url' | 'srcset' | 'width' | 'height'>;

/**
 * A product as its tile shows it (shop grid, featured row, "You may also like", search results) and as
 * its Add to Cart button reads it: the first picture only, no description or category details.
 */
export type ProductCardData = Pick<
  Product,
  | '_id'
  | 'name'
  | 'brand'
  | 'price'
  | 'discountPrice'
  | 'percentOff'
  | 'stock'
  | 'inStock'
  | 'isBestSelling'
  | 'rating'
> & { image: CardImage | undefined };

/** A featured product's card, with the ids of its categories for the row's tabs. */
export type FeaturedCardData = ProductCardData & { categoryIds: string[] };

/** The home page's best-seller spotlight: the card's facts and the first words of the description. */
export type BestSellerData = Pick<
  Product,
  '_id' | 'name' | 'brand' | 'price' | 'discountPrice' | 'percentOff'
> & { image: CardImage | undefined; excerpt: string };

export function cardImage(image: Image | undefined): CardImage | undefined {
  if (!image) return undefined;
  const { url, srcset, width, height } = image;
  return { url, srcset, width, height };
}

/** What every tile of a product shows: its name, brand, prices and first picture. */
function tileFacts(product: Product) {
  const { _id, name, brand, price, discountPrice, percentOff } = product;
  return { _id, name, brand, price, discountPrice, percentOff, image: cardImage(product.images[0]) };
}

export function toProductCard(product: Product): ProductCardData {
  const { stock, inStock, isBestSelling, rating } = product;
  return { ...tileFacts(product), stock, inStock, isBestSelling, rating };
}

export function toFeaturedCard(product: Product): FeaturedCardData {
  return { ...toProductCard(product), categoryIds: product.categories.map((category) => category._id) };
}

export function toBestSeller(product: Product): BestSellerData {
  return { ...tileFacts(product), excerpt: firstWords(product.description, limits.bestSellerWords) };
}
