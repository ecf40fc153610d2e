import type { Database } from '../../db/client.ts';
import { orderItems, orders, refunds, shipments } from '../../db/schema/index.ts';
import type { OrderPromotion } from '../../db/schema/orders.ts';

interface LineInput {
  productId: string;
  unitPricePaise: number;
  quantity: number;
  gstRateBp: number;
  /** The variant's label as bought (ADR 0028); '' for a product's only variant. */
  variantLabel?: string;
  /** The line's share of the promotions (ADR 0034); left out, as on orders placed before them. */
  discountPaise?: number;
}

export interface OrderInput {
  userId: string;
  /** When it was placed. */
  at: Date;
  method: 'cod' | 'online';
  status?: 'pending' | 'delivered' | 'cancelled' | 'returned';
  lines: LineInput[];
  /** An order placed before promotions: its code and discount, no per-line discounts. */
  promo?: { code: string; discountPaise: number };
  /** The promotions it got; the order's discount is then its lines' discounts. */
  promotions?: OrderPromotion[];
  shippingPaise?: number;
  codFeePaise?: number;
  /**
   * A bundle's saving (docs/PRODUCT.md, Bundles): carried by its component lines' discounts, while the
   * order's goods count the bundle at its price and its promotion discount leaves the saving out.
   */
  bundleSavingsPaise?: number;
}

/**
 * An order written straight to the tables, as placement leaves it (lines, totals that add up): the
 * reports read only these tables, so tests can place orders on any day of any year.
 */
export async function insertOrder(database: Database, input: OrderInput): Promise<string> {
  const savings = input.bundleSavingsPaise ?? 0;
  const itemsPaise =
    input.lines.reduce((sum, line) => sum + line.unitPricePaise * line.quantity, 0) - savings;
  const discount =
    input.promo?.discountPaise ??
    input.lines.reduce((sum, line) => sum + (line.discountPaise ?? 0), 0) - savings;
  const shippingPaise = input.shippingPaise ?? 0;
  const codFeePaise = input.codFeePaise ?? 0;
  const [order] = await database.db
    .insert(orders)
    .values({
      userId: input.userId,
      status: input.status ?? 'delivered',
      originalPaise: itemsPaise + savings,
      itemsPaise,
      promoDiscountPaise: discount,
      shippingPaise,
      codFeePaise,
      totalPaise: itemsPaise - discount + shippingPaise + codFeePaise,
      promoCode: input.promo?.code ?? input.promotions?.find((promotion) => promotion.code)?.code ?? null,
      promotions: input.promotions ?? [],
      shipName: 'Meera Iyer',
      shipEmail: 'meera@example.in',
      shipPhone: '9876543210',
      shipAddress: '12 MG Road',
      shipCity: 'Kochi',
      shipState: 'Kerala',
      shipPincode: '682001',
      paymentMethod: input.method,
      paymentStatus: input.method === 'online' ? 'paid' : 'pending',
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning({ id: orders.id });
  await database.db.insert(orderItems).values(
    input.lines.map((line, position) => ({
      orderId: order!.id,
      position,
      productId: line.productId,
      variantLabel: line.variantLabel ?? '',
      name: 'Line',
      brand: 'Test Brand',
      imageUrl: '/images/line.png',
      unitPricePaise: line.unitPricePaise,
      listPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      hsnCode: '21069099',
      gstRateBp: line.gstRateBp,
      discountPaise: line.discountPaise ?? null,
    })),
  );
  return order!.id;
}

/** A manual refund, processed at the given instant. */
export async function insertRefund(database: Database, orderId: string, amountPaise: number, at: Date) {
  await database.db.insert(refunds).values({
    orderId,
    amountPaise,
    reason: 'Returned',
    method: 'upi',
    reference: 'UPI-1',
    status: 'processed',
    idempotencyKey: `refund-${orderId}-${at.getTime()}`,
    createdBy: 'admin',
    createdAt: at,
    processedAt: at,
  });
}

/** A shipment in the given state (a parcel returning or returned to us: `rto`, `returned`). */
export async function insertShipment(
  database: Database,
  orderId: string,
  state: 'rto' | 'returned' | 'delivered',
) {
  await database.db
    .insert(shipments)
    .values({ orderId, provider: 'manual', state, step: 'done', idempotencyKey: `ship-${orderId}` });
}
