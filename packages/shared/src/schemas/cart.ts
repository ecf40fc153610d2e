import { MAX_LINE_QUANTITY } from '../rules/cart-pricing.ts';
import { ImageSchema } from './catalog.ts';
import { IdSchema } from './common.ts';
import { z } from './zod.ts';

/** Texts of docs/PRODUCT.md §8 for the cart: the pages fall back to these when the server sends no message. */
export const cartMessages = {
  fetchFailed: 'Failed to fetch cart',
  addFailed: 'Failed to add item to cart',
  removeFailed: 'Failed to remove item from cart',
  clearFailed: 'Failed to clear cart',
  added: 'Added to cart!',
  removed: 'Item removed from cart',
  cleared: 'Cart cleared',
  empty: 'Your cart is empty.',
  outOfStock: 'This product is out of stock',
  productNotFound: 'This product is no longer available',
  variantUnavailable: 'This option of the product is not available',
} as const;

/** 'Only 3 left in stock' (what a quantity above the stock is answered with). */
export function onlyLeftMessage(stock: number): string {
  return `Only ${stock} left in stock`;
}

const quantityNumber = z
  .number({ error: 'quantity must be a number' })
  .int('quantity must be a whole number');

/**
 * POST /cart/addToCart. The full form `{ productId, quantity, price, discountPrice }` ADDS `quantity`
 * (a whole number from 1); the short form `{ productId, quantity }` SETS it (below 1 removes the line).
 * `mode` states the intent explicitly. Prices sent by a client are ignored: the catalogue prices the cart.
 * A bundle goes in with `bundleId` instead of `productId` (exactly one of the two), as one line.
 */
export const AddToCartSchema = z
  .object({
    productId: IdSchema.optional(),
    /** A bundle (docs/PRODUCT.md, Bundles) instead of a product: one line, `variantId` then absent. */
    bundleId: IdSchema.optional(),
    /** The variant to buy (docs/PRODUCT.md, Variants); the product's default variant when absent. */
    variantId: IdSchema.optional(),
    quantity: quantityNumber,
    price: z.number().nullish().describe('Ignored: prices always come from the catalogue'),
    discountPrice: z.number().nullish().describe('Ignored: prices always come from the catalogue'),
    mode: z
      .enum(['add', 'set'])
      .optional()
      .describe('Default: add when price or discountPrice is sent, else set'),
  })
  .superRefine((value, context) => {
    if ((value.productId === undefined) === (value.bundleId === undefined)) {
      context.addIssue({
        code: 'custom',
        path: [value.productId === undefined ? 'productId' : 'bundleId'],
        message: 'Send exactly one of productId and bundleId',
      });
    }
    if (value.bundleId !== undefined && value.variantId !== undefined) {
      context.addIssue({ code: 'custom', path: ['variantId'], message: 'A bundle has no variantId' });
    }
    const adding = addsToCart(value);
    if (adding && value.quantity < 1) {
      context.addIssue({ code: 'custom', path: ['quantity'], message: 'quantity must be at least 1' });
    }
    if (value.quantity > MAX_LINE_QUANTITY) {
      context.addIssue({
        code: 'custom',
        path: ['quantity'],
        message: `quantity must be at most ${MAX_LINE_QUANTITY}`,
      });
    }
  });
export type AddToCart = z.infer<typeof AddToCartSchema>;

/** Whether an addToCart body adds to the line (full form) or sets its quantity (short form). */
export function addsToCart(body: {
  mode?: 'add' | 'set';
  price?: unknown;
  discountPrice?: unknown;
}): boolean {
  if (body.mode) return body.mode === 'add';
  return body.price !== undefined || body.discountPrice !== undefined;
}

/** DELETE /cart/removeItemFromCart/:productId: a product's id removes its lines, a bundle's id its line. */
export const CartProductParamsSchema = z.object({ productId: IdSchema });

/** A bundle in a cart line (docs/PRODUCT.md, Bundles); rupees as numbers. */
const CartBundleSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  image: z.string().nullable(),
  /** Σ component selling price × quantity for one bundle. */
  listPrice: z.number(),
  /** What one bundle costs. */
  price: z.number(),
  items: z.array(
    z.object({
      productId: z.string(),
      variantId: z.string(),
      name: z.string(),
      variantLabel: z.string(),
      /** Units in one bundle. */
      quantity: z.number().int(),
      image: z.string().nullable(),
    }),
  ),
});

/** The product inside a cart line (docs/PRODUCT.md §3: `productId` is an object). */
const CartProductSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  brand: z.string(),
  images: z.array(ImageSchema),
  stock: z.number().int(),
  price: z.number(),
  discountPrice: z.number(),
});

/**
 * One cart line: a product variant, or a bundle (`bundle` set). A bundle line fills the product fields so
 * older clients still show it: `productId` carries the bundle's id, slug, name and picture, `variantId` is
 * the bundle's id, `price`/`discountPrice` its list and bundle price, stocks count whole bundles.
 */
const CartItemSchema = z.object({
  _id: z.string(),
  productId: CartProductSchema,
  /** The bundle this line is (null for a product line). The server always sends it. */
  bundle: CartBundleSchema.nullable().optional(),
  /** The variant in this line and its option label ("120 capsules"; '' for a product's only variant). */
  variantId: z.string(),
  variantLabel: z.string(),
  sku: z.string(),
  /** Current list price and selling price of one unit, in rupees, from the catalogue. */
  price: z.number(),
  discountPrice: z.number(),
  quantity: z.number().int(),
  /** discountPrice × quantity, in rupees. */
  lineTotal: z.number(),
  /** The product has no stock left: the line cannot be ordered. */
  outOfStock: z.boolean(),
  /** The quantity is more than the stock left (`availableStock`). */
  exceedsStock: z.boolean(),
  availableStock: z.number().int(),
  /** The selling price differs from the one the line was added at (`previousDiscountPrice`). */
  priceChanged: z.boolean(),
  previousDiscountPrice: z.number().nullable(),
});
export type CartItem = z.infer<typeof CartItemSchema>;

/**
 * Totals priced by the server, in rupees. `totalDiscountPrice` is docs/PRODUCT.md §9's discounted total
 * (Σ discountPrice × quantity, before any promo code); `totalPrice` is what is paid:
 * totalDiscountPrice − promoDiscount + shippingPrice + the Cash on Delivery fee; `subtotalPrice` =
 * totalPrice − shippingPrice − the fee (docs/PRODUCT.md §3.3). The charges are also given in paise.
 */
export const TotalsSchema = z.object({
  itemCount: z.number().int(),
  /** Σ list price × quantity: the struck-out original of the products. */
  originalPrice: z.number(),
  totalDiscountPrice: z.number(),
  promoCode: z.string().nullable(),
  promoPercent: z.number().int(),
  promoDiscount: z.number(),
  shippingPrice: z.number(),
  subtotalPrice: z.number(),
  totalPrice: z.number(),
  /** The owner's shipping charge (0: free). */
  shippingPaise: z.number().int(),
  /** The Cash on Delivery fee these totals include: 0 unless priced for (or paid by) Cash on Delivery. */
  codFeePaise: z.number().int(),
});
export type Totals = z.infer<typeof TotalsSchema>;

/** Which lines a promotion counts (the engine's `PromotionScope`); a null list is no limit on it. */
const PromotionScopeSchema = z.object({
  productIds: z.array(z.string()).nullable(),
  variantIds: z.array(z.string()).nullable(),
  categoryIds: z.array(z.string()).nullable(),
  bundleIds: z.array(z.string()).nullable(),
});

/** A promotion as the engine takes it (rules/promotions.ts, `Promotion`). */
const EnginePromotionSchema = z.object({
  id: z.string(),
  name: z.string(),
  code: z.string().nullable(),
  benefit: z.discriminatedUnion('kind', [
    z.object({
      kind: z.literal('percent'),
      percent: z.number(),
      maxDiscountPaise: z.number().int().nullable(),
    }),
    z.object({ kind: z.literal('amount'), amountPaise: z.number().int() }),
    z.object({ kind: z.literal('free_shipping') }),
    z.object({
      kind: z.literal('buy_x_get_y'),
      buy: z.number().int(),
      get: z.number().int(),
      getScope: PromotionScopeSchema.nullable(),
    }),
  ]),
  scope: PromotionScopeSchema.nullable(),
  minOrderPaise: z.number().int(),
  minQuantity: z.number().int(),
  firstOrderOnly: z.boolean(),
  combinable: z.boolean(),
});

/**
 * What the server priced the cart with (docs/decisions/0034-promotion-engine.md): the promotions this
 * shopper may use now (the automatic ones, and the entered code's), whether this would be a first
 * order, the owner's charges and each product's categories. The cart page runs the same engine on it
 * (`repriceCart`) to show the totals of a change while the change is on its way.
 */
export const CartPricingInputSchema = z.object({
  promotions: z.array(EnginePromotionSchema),
  code: z.string().nullable(),
  firstOrder: z.boolean(),
  charges: z.object({
    flatPaise: z.number().int(),
    freeAbovePaise: z.number().int().nullable(),
    codFeePaise: z.number().int(),
  }),
  /** Product id → its category ids; only when a promotion is limited to categories. */
  categoryIds: z.record(z.string(), z.array(z.string())),
});
export type CartPricingInput = z.infer<typeof CartPricingInputSchema>;

/** Every cart route answers this: the server's lines replace the client's list (docs/PRODUCT.md §4). */
export const CartResponseSchema = z.object({
  success: z.literal(true),
  items: z.array(CartItemSchema),
  itemCount: z.number().int(),
  /** Priced for paying online: Cash on Delivery adds `codFeePaise` to `totals`. */
  totals: TotalsSchema,
  /** The owner's shipping charge on this cart (as in `totals`). */
  shippingPaise: z.number().int(),
  /** What paying by Cash on Delivery adds to this cart's total (0: no fee). */
  codFeePaise: z.number().int(),
  /**
   * The promotions applied automatically (docs/decisions/0034-promotion-engine.md); free shipping's
   * discount is the shipping it waived. The server always sends it; optional for older fixtures.
   */
  promotions: z
    .array(z.object({ id: z.string(), name: z.string(), discountPaise: z.number().int() }))
    .optional(),
  /** The nearest promotion the cart misses only by value ('Add ₹212.00 more for free shipping'). */
  next: z.object({ message: z.string(), missingPaise: z.number().int() }).nullable().optional(),
  /** What the cart was priced with, for the browser's engine. The server always sends it; optional for older fixtures. */
  pricing: CartPricingInputSchema.optional(),
});
export type CartResponse = z.infer<typeof CartResponseSchema>;
