import {
  type Category,
  type Image,
  type Product,
  percentOff,
  type RatingSummary,
  toRupees,
  type Variant,
} from '@shop/shared';
import { imageUrls } from '../media/index.ts';

export interface ProductRow {
  id: string;
  slug: string;
  name: string;
  brand: string;
  description: string;
  pricePaise: number;
  discountPricePaise: number | null;
  stock: number;
  isFeatured: boolean;
  isBestSelling: boolean;
  ageRestricted: boolean;
  hsnCode: string;
  gstRateBp: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface ImageRow {
  id: string;
  productId: string;
  storageKey: string;
  widths: number[];
  width: number;
  height: number;
  alt: string;
}

export interface CategoryRow {
  id: string;
  slug: string;
  name: string;
  description: string;
}

export function toCategory(row: CategoryRow): Category {
  return { _id: row.id, name: row.name, slug: row.slug, description: row.description };
}

export function toImage(row: ImageRow): Image {
  const { url, srcset } = imageUrls(row.storageKey, row.widths);
  return { _id: row.id, url, srcset, width: row.width, height: row.height, alt: row.alt };
}

/** The wire shape of docs/PRODUCT.md §3.2: rupees, `_id`, discountPrice always a number. */
export function toProduct(
  row: ProductRow,
  images: Image[],
  categories: Category[],
  rating: RatingSummary,
  variants: Variant[],
): Product {
  const discountPaise =
    row.discountPricePaise != null && row.discountPricePaise < row.pricePaise
      ? row.discountPricePaise
      : row.pricePaise;
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    brand: row.brand,
    price: toRupees(row.pricePaise),
    discountPrice: toRupees(discountPaise),
    percentOff: percentOff(row.pricePaise, discountPaise),
    images,
    stock: row.stock,
    inStock: row.stock > 0,
    isFeatured: row.isFeatured,
    isBestSelling: row.isBestSelling,
    ageRestricted: row.ageRestricted,
    description: row.description,
    category: categories[0] ?? null,
    categories,
    hsnCode: row.hsnCode,
    gstRate: row.gstRateBp / 100,
    rating,
    variants,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
