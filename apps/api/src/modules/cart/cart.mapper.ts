import { type Bundle, type CartItem, type Image, toRupees } from '@shop/shared';
import type { PricedBundle } from '../bundles/index.ts';

/** A cart line read with its product, in paise. */
export interface CartLineRow {
  id: string;
  quantity: number;
  addedUnitPricePaise: number;
  /** The variant in the line (docs/decisions/0028-variants-model.md): its price and stock are the product's below. */
  variant: { id: string; sku: string; label: string };
  product: {
    id: string;
    slug: string;
    name: string;
    brand: string;
    pricePaise: number;
    /** The selling price (the discount price when it is a real saving). */
    unitPricePaise: number;
    stock: number;
    images: Image[];
  };
  /**
   * A bundle line (docs/PRODUCT.md, Bundles): `product` and `variant` then carry the bundle's id, name and
   * slug, its price (`unitPricePaise`), the components' total (`pricePaise`) and how many whole bundles
   * the stock allows.
   */
  bundle?: { view: Bundle; priced: PricedBundle } | null;
}

/** docs/PRODUCT.md §3's cart item, with flags for a product that sold out or changed price since it was added. */
export function toCartItem(line: CartLineRow): CartItem {
  const { product } = line;
  const priceChanged = line.addedUnitPricePaise !== product.unitPricePaise;
  return {
    _id: line.id,
    productId: {
      _id: product.id,
      slug: product.slug,
      name: product.name,
      brand: product.brand,
      images: product.images,
      stock: product.stock,
      price: toRupees(product.pricePaise),
      discountPrice: toRupees(product.unitPricePaise),
    },
    variantId: line.variant.id,
    variantLabel: line.variant.label,
    sku: line.variant.sku,
    price: toRupees(product.pricePaise),
    discountPrice: toRupees(product.unitPricePaise),
    quantity: line.quantity,
    lineTotal: toRupees(product.unitPricePaise * line.quantity),
    outOfStock: product.stock <= 0,
    exceedsStock: product.stock > 0 && line.quantity > product.stock,
    availableStock: Math.max(0, product.stock),
    priceChanged,
    previousDiscountPrice: priceChanged ? toRupees(line.addedUnitPricePaise) : null,
    bundle: line.bundle
      ? {
          _id: line.bundle.view._id,
          slug: line.bundle.view.slug,
          name: line.bundle.view.name,
          image: line.bundle.view.image,
          listPrice: line.bundle.view.listPrice,
          price: toRupees(product.unitPricePaise),
          items: line.bundle.view.items.map(({ price: _price, ...item }) => item),
        }
      : null,
  };
}
