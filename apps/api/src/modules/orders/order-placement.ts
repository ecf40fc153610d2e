import { priceCart } from '@shop/shared';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import {
  type AttemptAddress,
  type OrderRecord,
  orderItems,
  orderStatusHistory,
  orders,
  productImages,
  products,
} from '../../db/schema/index.ts';
import type { Clock } from '../../lib/clock.ts';
import { conflict } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { CartService } from '../cart/index.ts';
import { allocateInvoiceNumber } from '../invoices/index.ts';
import type { MailService } from '../mail/index.ts';
import { imageUrls } from '../media/index.ts';
import type { PromoService, ValidPromo } from '../promo/index.ts';
import { confirmationEmail } from './orders.emails.ts';

/** One line to order, priced already (from the cart now, or as it was when an online payment began). */
interface PlacementLine {
  productId: string;
  quantity: number;
  unitPricePaise: number;
  listPricePaise: number;
}

type PlacementPayment =
  | { method: 'cod' }
  | { method: 'online'; razorpayOrderId: string; razorpayPaymentId: string };

export interface PlaceOrderInput {
  userId: string;
  address: AttemptAddress;
  lines: PlacementLine[];
  promo: ValidPromo | null;
  payment: PlacementPayment;
}

export interface PlacementDeps {
  config: Config;
  clock: Clock;
  cart: CartService;
  promo: PromoService;
  mail: MailService;
}

interface FirstImage {
  storageKey: string;
  widths: number[];
}

/** Out-of-stock text naming the product and how many are left. */
async function stockRefusal(tx: Tx, productId: string) {
  const [product] = await tx
    .select({ name: products.name, stock: products.stock })
    .from(products)
    .where(eq(products.id, productId));
  if (!product) return conflict('A product in your cart is no longer available', 'OUT_OF_STOCK');
  return conflict(
    product.stock > 0
      ? `Only ${product.stock} left in stock of ${product.name}`
      : `${product.name} is out of stock`,
    'OUT_OF_STOCK',
  );
}

/**
 * The one order-creation step, shared by Cash on Delivery and completed online payments, run inside
 * the caller's transaction. In order: take the stock line by line with one conditional UPDATE each
 * (in product-id order, so concurrent orders never deadlock), record the order, its lines and its
 * first history entry, redeem the promo code, take the lines out of the cart, allocate the invoice
 * number (last, so its counter is locked briefly) and enqueue the confirmation, whose invoice is
 * rendered when it is sent.
 * Any failure throws and the caller's transaction rolls everything back.
 */
export async function placeOrder(tx: Tx, deps: PlacementDeps, input: PlaceOrderInput): Promise<OrderRecord> {
  if (input.lines.length === 0) throw conflict('Your cart is empty', 'CART_EMPTY');
  const now = deps.clock();
  const orderId = newId();

  const taken = new Map<
    string,
    { name: string; brand: string; hsnCode: string; gstRateBp: number; image: FirstImage | null }
  >();
  for (const line of [...input.lines].sort((a, b) => (a.productId < b.productId ? -1 : 1))) {
    const [row] = await tx
      .update(products)
      .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: now })
      .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
      .returning({
        name: products.name,
        brand: products.brand,
        hsnCode: products.hsnCode,
        gstRateBp: products.gstRateBp,
        // The order line keeps the first picture's address; read here, it costs no statement of its own.
        // "products"."id" is spelled out: Drizzle writes an UPDATE's columns unqualified, and a bare
        // "id" inside the subquery would name the picture's own id.
        image: sql<FirstImage | null>`(
          SELECT json_build_object('storageKey', ${productImages.storageKey}, 'widths', ${productImages.widths})
          FROM ${productImages} WHERE ${productImages.productId} = "products"."id"
          ORDER BY ${productImages.position} LIMIT 1)`,
      });
    if (!row) throw await stockRefusal(tx, line.productId);
    taken.set(line.productId, row);
  }
  const imageOf = (productId: string) => {
    const image = taken.get(productId)?.image;
    return image ? imageUrls(image.storageKey, image.widths).url : '';
  };

  const totals = priceCart(
    input.lines.map((line) => ({
      unitPaise: line.unitPricePaise,
      listUnitPaise: line.listPricePaise,
      quantity: line.quantity,
    })),
    input.promo?.percent ?? 0,
  );
  const online = input.payment.method === 'online';
  const { address } = input;
  const [order] = await tx
    .insert(orders)
    .values({
      id: orderId,
      userId: input.userId,
      status: 'pending',
      originalPaise: totals.originalPaise,
      itemsPaise: totals.subtotalPaise,
      promoDiscountPaise: totals.promoDiscountPaise,
      shippingPaise: totals.shippingPaise,
      totalPaise: totals.totalPaise,
      promoCode: input.promo?.code ?? null,
      promoPercent: input.promo?.percent ?? 0,
      shipName: address.name,
      shipEmail: address.email,
      shipPhone: address.phone,
      shipAddress: address.address,
      shipCity: address.city,
      shipState: address.state,
      shipPincode: address.pincode,
      shipCountry: address.country,
      paymentMethod: online ? 'online' : 'cod',
      paymentStatus: online ? 'paid' : totals.totalPaise === 0 ? 'not_required' : 'pending',
      razorpayOrderId: input.payment.method === 'online' ? input.payment.razorpayOrderId : null,
      razorpayPaymentId: input.payment.method === 'online' ? input.payment.razorpayPaymentId : null,
      createdAt: now,
      updatedAt: now,
    })
    .returning();

  const items = await tx
    .insert(orderItems)
    .values(
      input.lines.map((line, position) => {
        const product = taken.get(line.productId)!;
        return {
          orderId,
          position,
          productId: line.productId,
          name: product.name,
          brand: product.brand,
          imageUrl: imageOf(line.productId),
          unitPricePaise: line.unitPricePaise,
          listPricePaise: line.listPricePaise,
          quantity: line.quantity,
          hsnCode: product.hsnCode,
          gstRateBp: product.gstRateBp,
        };
      }),
    )
    .returning();

  const history = await tx
    .insert(orderStatusHistory)
    .values({
      orderId,
      fromStatus: null,
      toStatus: 'pending',
      byUserId: input.userId,
      actor: 'customer',
      note: online ? 'Order placed and paid online' : 'Order placed with Cash on Delivery',
      at: now,
    })
    .returning();

  if (input.promo) {
    await deps.promo.redeem(tx, input.promo, input.userId, orderId, { enforce: !online });
  }
  await deps.cart.removeBought(tx, input.userId, input.lines);

  const invoiceNumber = await allocateInvoiceNumber(tx, now);
  await tx.update(orders).set({ invoiceNumber, invoiceDate: now }).where(eq(orders.id, orderId));
  const record: OrderRecord = { order: { ...order!, invoiceNumber, invoiceDate: now }, items, history };

  // The invoice PDF is rendered by the mail worker when it sends the confirmation, not here, where
  // it would hold the stock rows and the invoice counter locked while it draws.
  await deps.mail.enqueue(tx, confirmationEmail(record, shopInfo(deps.config)));
  return record;
}

export function shopInfo(config: Config) {
  return {
    shopName: config.SHOP_NAME,
    supportEmail: config.SUPPORT_EMAIL,
    supportPhone: config.SUPPORT_PHONE,
  };
}

export function sellerOf(config: Config) {
  return {
    name: config.SELLER_NAME,
    address: config.SELLER_ADDRESS,
    gstin: config.SELLER_GSTIN,
    state: config.SELLER_STATE,
  };
}
