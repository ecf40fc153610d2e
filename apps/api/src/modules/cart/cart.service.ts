import {
  type AddToCart,
  addsToCart,
  type CartResponse,
  cartMessages,
  MAX_LINE_QUANTITY,
  onlyLeftMessage,
  priceCart,
  sellingPrice,
} from '@shop/shared';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { cartItems, productImages, products } from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { toImage } from '../catalog/index.ts';
import { type CartLineRow, toCartItem, toTotals } from './cart.mapper.ts';

/** The database or an open transaction. */
export type Executor = Db | Tx;

export interface PromoApplied {
  code: string;
  percent: number;
}

/**
 * The signed-in shopper's cart. Lines keep only the product and quantity (plus the price they were
 * added at, to flag a change); every answer is priced from the catalogue at that moment.
 */
export class CartService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  /** The cart as every cart route answers it, optionally priced with a promo code. */
  async view(userId: string, promo: PromoApplied | null = null): Promise<CartResponse> {
    const lines = await this.lines(this.deps.db, userId);
    const totals = priceCart(
      lines.map((line) => ({
        unitPaise: line.product.unitPricePaise,
        listUnitPaise: line.product.pricePaise,
        quantity: line.quantity,
      })),
      promo?.percent ?? 0,
    );
    return {
      success: true,
      items: lines.map(toCartItem),
      itemCount: totals.itemCount,
      totals: toTotals(totals, promo),
    };
  }

  /** Σ quantities (the header badge). */
  async itemCount(userId: string): Promise<number> {
    const [row] = await this.deps.db
      .select({ count: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
      .from(cartItems)
      .where(eq(cartItems.userId, userId));
    return row?.count ?? 0;
  }

  /**
   * The cart's lines with their products, oldest first. `lock` takes the lines FOR UPDATE, so two
   * checkouts of one shopper's cart cannot both use it; `images: false` skips reading the products'
   * images where only products and prices count (checkout: one query less for every order).
   */
  async lines(
    executor: Executor,
    userId: string,
    options: { lock?: boolean; images?: boolean } = {},
  ): Promise<CartLineRow[]> {
    const query = executor
      .select({
        id: cartItems.id,
        quantity: cartItems.quantity,
        addedUnitPricePaise: cartItems.addedUnitPricePaise,
        productId: products.id,
        slug: products.slug,
        name: products.name,
        brand: products.brand,
        pricePaise: products.pricePaise,
        discountPricePaise: products.discountPricePaise,
        stock: products.stock,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
    const rows = options.lock ? await query.for('update', { of: cartItems }) : await query;
    if (rows.length === 0) return [];
    const images =
      options.images === false
        ? []
        : await executor
            .select()
            .from(productImages)
            .where(
              inArray(
                productImages.productId,
                rows.map((row) => row.productId),
              ),
            )
            .orderBy(asc(productImages.productId), asc(productImages.position));
    return rows.map((row) => ({
      id: row.id,
      quantity: row.quantity,
      addedUnitPricePaise: row.addedUnitPricePaise,
      product: {
        id: row.productId,
        slug: row.slug,
        name: row.name,
        brand: row.brand,
        pricePaise: row.pricePaise,
        unitPricePaise: sellingPrice(row.pricePaise, row.discountPricePaise),
        stock: row.stock,
        images: images.filter((image) => image.productId === row.productId).map(toImage),
      },
    }));
  }

  /**
   * The full form adds `quantity` to the line; the short form sets it (below 1 removes the line).
   * The resulting quantity is checked against the stock inside the same transaction.
   */
  async add(userId: string, body: AddToCart): Promise<CartResponse> {
    const adding = addsToCart(body);
    const now = this.deps.clock();
    await this.deps.db.transaction(async (tx) => {
      const [product] = await tx
        .select({
          id: products.id,
          pricePaise: products.pricePaise,
          discountPricePaise: products.discountPricePaise,
          stock: products.stock,
        })
        .from(products)
        .where(and(eq(products.id, body.productId), isNull(products.archivedAt)))
        .limit(1);
      if (!product) throw notFound(cartMessages.productNotFound, 'PRODUCT_NOT_FOUND');
      if (!adding && body.quantity < 1) {
        await tx
          .delete(cartItems)
          .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, product.id)));
        return;
      }
      if (product.stock <= 0) throw conflict(cartMessages.outOfStock, 'OUT_OF_STOCK');
      const unitPricePaise = sellingPrice(product.pricePaise, product.discountPricePaise);
      const [line] = await tx
        .insert(cartItems)
        .values({
          userId,
          productId: product.id,
          quantity: body.quantity,
          addedUnitPricePaise: unitPricePaise,
          createdAt: now,
          updatedAt: now,
        })
        .onConflictDoUpdate({
          target: [cartItems.userId, cartItems.productId],
          set: {
            quantity: adding ? sql`${cartItems.quantity} + excluded.quantity` : sql`excluded.quantity`,
            addedUnitPricePaise: sql`excluded.added_unit_price_paise`,
            updatedAt: now,
          },
        })
        .returning({ quantity: cartItems.quantity });
      // Checked after the write so two parallel adds cannot both slip under the limits; throwing rolls back.
      if (line!.quantity > MAX_LINE_QUANTITY) {
        throw badRequest(
          `You can have at most ${MAX_LINE_QUANTITY} of one product in your cart`,
          'QUANTITY_TOO_LARGE',
          [{ field: 'quantity', message: `at most ${MAX_LINE_QUANTITY} in total` }],
        );
      }
      if (line!.quantity > product.stock) {
        throw new AppError(409, 'INSUFFICIENT_STOCK', onlyLeftMessage(product.stock));
      }
    });
    return this.view(userId);
  }

  async remove(userId: string, productId: string): Promise<CartResponse> {
    await this.deps.db
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), eq(cartItems.productId, productId)));
    return this.view(userId);
  }

  async clear(userId: string): Promise<CartResponse> {
    await this.deps.db.delete(cartItems).where(eq(cartItems.userId, userId));
    return this.view(userId);
  }

  /** Takes what an order bought out of the cart (inside the order's transaction). */
  async removeBought(
    tx: Executor,
    userId: string,
    bought: { productId: string; quantity: number }[],
  ): Promise<void> {
    for (const line of bought) {
      const where = and(eq(cartItems.userId, userId), eq(cartItems.productId, line.productId));
      // Usually the whole line was bought: one DELETE, and an UPDATE only when some is left.
      const [gone] = await tx
        .delete(cartItems)
        .where(and(where, sql`${cartItems.quantity} <= ${line.quantity}`))
        .returning({ id: cartItems.id });
      if (gone) continue;
      await tx
        .update(cartItems)
        .set({ quantity: sql`${cartItems.quantity} - ${line.quantity}` })
        .where(where);
    }
  }
}
