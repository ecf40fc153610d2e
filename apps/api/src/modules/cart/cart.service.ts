import {
  type AddToCart,
  addsToCart,
  bundleMessages,
  type CartPricingInput,
  type CartResponse,
  cartMessages,
  cartTotalsAnswer,
  MAX_LINE_QUANTITY,
  onlyLeftMessage,
  type PromotionPricing,
  promotionTotals,
  type ShippingRules,
  sellingPrice,
  shippingCharges,
  variantLabel,
} from '@shop/shared';
import { and, eq, or, type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartBundles, cartItems } from '../../db/schema/cart.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import {
  bundleStock,
  buyable,
  type CartBundleRow,
  onSale,
  pricedBundle,
  readBundles,
  readCartBundles,
  toBundle,
} from '../bundles/index.ts';
import { toImage } from '../catalog/index.ts';
import { markCartChanged } from './cart.activity.ts';
import { type CartLineRow, toCartItem } from './cart.mapper.ts';
import {
  type LineRow,
  readLines,
  removeBoughtCtes,
  stockAndLine,
  variantForCart,
  writeLineAndRead,
} from './cart.queries.ts';

/** The database or an open transaction. */
export type Executor = Db | Tx;

/**
 * Prices lines with the promotions the shopper may use now and the entered code, checked (400 naming
 * `field`): the promo module's `PromoService.price`, given through app.ts.
 */
type PriceWithPromotions = (
  executor: Executor,
  input: {
    userId: string;
    code: string | null;
    field?: string;
    lines: {
      productId: string;
      variantId: string;
      bundleId?: string | null;
      unitPaise: number;
      quantity: number;
    }[];
    charges: (goodsPaise: number) => { shippingPaise: number; codFeePaise: number };
  },
) => Promise<{
  pricing: PromotionPricing;
  code: { code: string; percent: number } | null;
  engine: Omit<CartPricingInput, 'code' | 'charges'>;
}>;

/**
 * The signed-in shopper's cart. Lines keep only the product and quantity (plus the price they were
 * added at, to flag a change); every answer is priced from the catalogue at that moment.
 */
export class CartService {
  constructor(
    private readonly deps: {
      db: Db;
      clock: Clock;
      /** The owner's shipping rules now (the shipping module's, through app.ts). */
      shippingRules: () => Promise<ShippingRules>;
      price: PriceWithPromotions;
    },
  ) {}

  /** The cart as every cart route answers it, priced with the promotions that apply by themselves. */
  async view(userId: string): Promise<CartResponse> {
    return (await this.answer(userId, await this.lines(this.deps.db, userId), null)).cart;
  }

  /** The cart priced with a promo code too (POST /promo/apply); a code that cannot apply is a 400 naming `code`. */
  async withCode(userId: string, code: string) {
    return this.answer(userId, await this.lines(this.deps.db, userId), code);
  }

  /**
   * Priced with the promotions (docs/decisions/0034-promotion-engine.md) and the owner's shipping rules
   * as for paying online; `codFeePaise` says what Cash on Delivery would add (the checkout shows it when
   * Cash on Delivery is chosen).
   */
  private async answer(userId: string, lines: CartLineRow[], code: string | null) {
    const rules = await this.deps.shippingRules();
    const {
      pricing,
      code: applied,
      engine,
    } = await this.deps.price(this.deps.db, {
      userId,
      code,
      field: 'code',
      // A bundle is one line to the engine (docs/PRODUCT.md, Bundles).
      lines: lines.map((line) => ({
        productId: line.product.id,
        variantId: line.variant.id,
        bundleId: line.bundle ? line.product.id : null,
        unitPaise: line.product.unitPricePaise,
        quantity: line.quantity,
      })),
      charges: (goodsPaise) => shippingCharges(rules, { goodsPaise, cod: false }),
    });
    const totals = promotionTotals(
      lines.map((line) => ({
        unitPaise: line.product.unitPricePaise,
        listUnitPaise: line.product.pricePaise,
        quantity: line.quantity,
      })),
      pricing,
    );
    const goodsPaise = totals.subtotalPaise - totals.promoDiscountPaise;
    const cart: CartResponse = {
      success: true,
      items: lines.map(toCartItem),
      itemCount: totals.itemCount,
      totals: cartTotalsAnswer(totals, applied),
      shippingPaise: totals.shippingPaise,
      codFeePaise: shippingCharges(rules, { goodsPaise, cod: true }).codFeePaise,
      promotions: pricing.applied.map(({ id, name, discountPaise }) => ({ id, name, discountPaise })),
      next: pricing.next,
      // The cart page runs the same engine on these while a change is on its way (`repriceCart`).
      pricing: {
        ...engine,
        code: applied?.code ?? null,
        charges: {
          flatPaise: rules.flatPaise,
          freeAbovePaise: rules.freeAbovePaise,
          codFeePaise: rules.codFeePaise,
        },
      },
    };
    return { cart, code: applied, pricing };
  }

  /** Σ quantities (the header badge). */
  async itemCount(userId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    const [bundled] = await this.deps.db
      .select({ count: sql<number>`coalesce(sum(${cartBundles.quantity}), 0)::int` })
      .from(cartBundles)
      .where(eq(cartBundles.userId, userId));
    return (row?.count ?? 0) + (bundled?.count ?? 0);
  }

  /**
   * The cart's lines with their products, oldest first. `lock` takes the lines FOR UPDATE, so two
   * checkouts of one shopper's cart cannot both use it; `images: false` skips reading the products'
   * images where only products and prices count (checkout).
   */
  async lines(
    executor: Executor,
    userId: string,
    options: { lock?: boolean; images?: boolean } = {},
  ): Promise<CartLineRow[]> {
    const rows = await readLines(executor, userId, {
      lock: options.lock ?? false,
      images: options.images !== false,
    });
    const bundles = await readCartBundles(executor, userId, options.lock ?? false);
    return [...rows.map(toLine), ...bundles.map(toBundleLine)];
  }

  /**
   * The full form adds `quantity` to the line; the short form sets it (below 1 removes the line).
   * The resulting quantity is checked against the stock by the write itself, which also reads the
   * cart it answers (one statement, no transaction of its own: four round trips fewer for every
   * cart re-fill).
   */
  async add(userId: string, body: AddToCart & { productId: string }): Promise<CartResponse> {
    const adding = addsToCart(body);
    const { db } = this.deps;
    // The default variant's id is the product's (docs/decisions/0028-variants-model.md).
    const line = { productId: body.productId, variantId: body.variantId ?? body.productId };
    if (!adding && body.quantity < 1) {
      await this.sellable(line);
      await db
        .delete(cartItems)
        .where(and(eq(cartItems.userId, userId), eq(cartItems.variantId, line.variantId)));
      await markCartChanged(db, userId, this.deps.clock());
      return this.view(userId);
    }
    const lines = await writeLineAndRead(db, {
      id: newId(),
      userId,
      ...line,
      quantity: body.quantity,
      adding,
      now: this.deps.clock(),
    });
    if (!lines) throw await this.refusal(userId, line, body.quantity, adding);
    const bundles = await readCartBundles(db, userId, false);
    return (await this.answer(userId, [...lines.map(toLine), ...bundles.map(toBundleLine)], null)).cart;
  }

  /**
   * A bundle as one line (docs/PRODUCT.md, Bundles), added to or set as for a product: an unknown,
   * inactive or archived bundle (or one with a component no longer sold) is 404; more than its
   * components' stock allows is 409. The stock is taken when the order is placed.
   */
  async addBundle(userId: string, body: AddToCart & { bundleId: string }): Promise<CartResponse> {
    const { db, clock } = this.deps;
    const adding = addsToCart(body);
    const [bundle] = await readBundles(
      db,
      sql`(b.id = ${body.bundleId} OR b.slug = ${body.bundleId}) AND ${onSale}`,
    );
    if (!bundle || !buyable(bundle)) throw notFound(bundleMessages.notFound, 'BUNDLE_NOT_FOUND');
    const now = clock();
    const mine = and(eq(cartBundles.userId, userId), eq(cartBundles.bundleId, bundle.id));
    if (!adding && body.quantity < 1) {
      await db.delete(cartBundles).where(mine);
      await markCartChanged(db, userId, now);
      return this.view(userId);
    }
    const [line] = await db.select({ quantity: cartBundles.quantity }).from(cartBundles).where(mine);
    const quantity = adding ? (line?.quantity ?? 0) + body.quantity : body.quantity;
    const stock = bundleStock(bundle);
    if (stock <= 0) throw conflict(bundleMessages.outOfStock, 'OUT_OF_STOCK');
    if (quantity > MAX_LINE_QUANTITY) {
      throw badRequest(
        `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
        'QUANTITY_TOO_LARGE',
        [{ field: 'quantity', message: `at most ${MAX_LINE_QUANTITY} in total` }],
      );
    }
    if (quantity > stock) throw new AppError(409, 'INSUFFICIENT_STOCK', onlyLeftMessage(stock));
    const unitPaise = pricedBundle(bundle).unitPaise;
    await db
      .insert(cartBundles)
      .values({
        id: newId(),
        userId,
        bundleId: bundle.id,
        quantity,
        addedUnitPricePaise: unitPaise,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoUpdate({
        target: [cartBundles.userId, cartBundles.bundleId],
        set: { quantity, addedUnitPricePaise: unitPaise, updatedAt: now },
      });
    await markCartChanged(db, userId, now);
    return this.view(userId);
  }

  /** Refuses an unknown or archived product (404), or a variant that is not its or was removed (400). */
  private async sellable(line: { productId: string; variantId: string }): Promise<void> {
    const found = await variantForCart(this.deps.db, line.productId, line.variantId);
    if (!found) throw notFound(cartMessages.productNotFound, 'PRODUCT_NOT_FOUND');
    if (!found.variantSold) {
      throw badRequest(cartMessages.variantUnavailable, 'VARIANT_UNAVAILABLE', [
        { field: 'variantId', message: 'not a variant of this product that is still sold' },
      ]);
    }
  }

  /**
   * Why an add wrote nothing, read afresh: the product is unknown or archived, its stock is gone, the
   * line would pass MAX_LINE_QUANTITY, or it would pass the stock (the same errors, in the same order,
   * as checking before the write).
   */
  private async refusal(
    userId: string,
    line: { productId: string; variantId: string },
    quantity: number,
    adding: boolean,
  ) {
    const now = await stockAndLine(this.deps.db, userId, line);
    if (!now) {
      await this.sellable(line);
      return notFound(cartMessages.productNotFound, 'PRODUCT_NOT_FOUND');
    }
    if (now.stock <= 0) return conflict(cartMessages.outOfStock, 'OUT_OF_STOCK');
    if ((adding ? now.inCart + quantity : quantity) > MAX_LINE_QUANTITY) {
      return badRequest(
        `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
        'QUANTITY_TOO_LARGE',
        [{ field: 'quantity', message: `at most ${MAX_LINE_QUANTITY} in total` }],
      );
    }
    return new AppError(409, 'INSUFFICIENT_STOCK', onlyLeftMessage(now.stock));
  }

  /** Removes the product's lines, every variant of it; a variant's id removes only that variant's line. */
  async remove(userId: string, productId: string): Promise<CartResponse> {
    await this.deps.db
      .delete(cartItems)
      .where(
        and(
          eq(cartItems.userId, userId),
          or(eq(cartItems.productId, productId), eq(cartItems.variantId, productId)),
        ),
      );
    // A bundle's id removes its line (docs/PRODUCT.md, Bundles).
    await this.deps.db
      .delete(cartBundles)
      .where(and(eq(cartBundles.userId, userId), eq(cartBundles.bundleId, productId)));
    await markCartChanged(this.deps.db, userId, this.deps.clock());
    return this.view(userId);
  }

  async clear(userId: string): Promise<CartResponse> {
    await this.deps.db.delete(cartItems).where(eq(cartItems.userId, userId));
    await this.deps.db.delete(cartBundles).where(eq(cartBundles.userId, userId));
    return this.view(userId);
  }

  /**
   * Takes what an order bought out of the cart: CTEs for checkout to run within the statement that
   * records the order (inside the order's transaction).
   */
  removeBoughtCtes(userId: string, bought: { variantId: string; quantity: number }[]): SQL {
    return removeBoughtCtes(userId, bought);
  }
}

/** A line as read, priced with the catalogue's rule, its pictures as the API shows them. */
function toLine(row: LineRow): CartLineRow {
  return {
    id: row.id,
    quantity: row.quantity,
    addedUnitPricePaise: row.addedUnitPricePaise,
    variant: { id: row.variantId, sku: row.sku, label: variantLabel(row.options) },
    product: {
      id: row.productId,
      slug: row.slug,
      name: row.name,
      brand: row.brand,
      pricePaise: row.pricePaise,
      unitPricePaise: sellingPrice(row.pricePaise, row.discountPricePaise),
      stock: row.stock,
      images: (row.images ?? []).map((image) => toImage({ ...image, productId: row.productId })),
    },
  };
}

/** A bundle line, its bundle in the product's place (CartLineRow.bundle). */
function toBundleLine(row: CartBundleRow): CartLineRow {
  const view = toBundle(row.bundle);
  const priced = pricedBundle(row.bundle);
  const usable = buyable(row.bundle);
  return {
    id: row.lineId,
    quantity: row.quantity,
    addedUnitPricePaise: row.addedUnitPricePaise,
    variant: { id: view._id, sku: '', label: '' },
    product: {
      id: view._id,
      slug: view.slug,
      name: view.name,
      brand: '',
      pricePaise: priced.components.reduce((sum, item) => sum + item.listPricePaise * item.quantity, 0),
      unitPricePaise: priced.unitPaise,
      stock: usable ? view.stock : 0,
      images: [],
    },
    bundle: { view, priced },
  };
}
