import {
  cartTotalsAnswer,
  isCancellable,
  isReturnable,
  type Order,
  type OrderStatus,
  priceCart,
  shortOrderId,
  toRupees,
} from '@shop/shared';
import type { OrderRecord } from '../../db/schema/orders.ts';

/** Paise totals of an order, recomputed from its own lines the same way the cart is priced. */
function orderTotals(record: OrderRecord) {
  const { order } = record;
  const priced = priceCart(
    record.items.map((item) => ({
      unitPaise: item.unitPricePaise,
      listUnitPaise: item.listPricePaise,
      quantity: item.quantity,
    })),
    order.promoPercent,
  );
  // The stored amounts are the truth (what was charged); the recomputation only supplies counts.
  return {
    ...priced,
    subtotalPaise: order.itemsPaise,
    promoDiscountPaise: order.promoDiscountPaise,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    totalPaise: order.totalPaise,
  };
}

/** docs/PRODUCT.md §3's order, in rupees, with what its owner may do now. */
export function toOrderJson(record: OrderRecord, now: Date): Order {
  const { order } = record;
  const status = order.status as OrderStatus;
  const totals = cartTotalsAnswer(
    orderTotals(record),
    order.promoCode ? { code: order.promoCode, percent: order.promoPercent } : null,
  );
  return {
    _id: order.id,
    shortId: shortOrderId(order.id),
    createdAt: order.createdAt.toISOString(),
    updatedAt: order.updatedAt.toISOString(),
    orderStatus: status,
    totalPrice: totals.totalPrice,
    shippingPrice: totals.shippingPrice,
    totalDiscountPrice: totals.totalDiscountPrice,
    subtotalPrice: totals.subtotalPrice,
    shippingPaise: order.shippingPaise,
    codFeePaise: order.codFeePaise,
    totals,
    items: record.items.map((item) => ({
      _id: item.id,
      productId: { _id: item.productId, name: item.name, brand: item.brand, image: item.imageUrl },
      variantId: item.variantId,
      variantLabel: item.variantLabel,
      sku: item.sku,
      name: item.name,
      brand: item.brand,
      image: item.imageUrl,
      quantity: item.quantity,
      price: toRupees(item.unitPricePaise),
      listPrice: toRupees(item.listPricePaise),
      lineTotal: toRupees(item.unitPricePaise * item.quantity),
      hsnCode: item.hsnCode,
      gstRate: item.gstRateBp / 100,
      bundle:
        item.bundleName === null
          ? null
          : {
              _id: item.bundleId,
              name: item.bundleName,
              quantity: item.bundleQuantity ?? 1,
              price: toRupees(item.bundleUnitPaise ?? 0),
            },
      discountPaise: item.discountPaise ?? 0,
    })),
    shippingAddress: {
      name: order.shipName,
      email: order.shipEmail,
      phone: order.shipPhone,
      address: order.shipAddress,
      city: order.shipCity,
      state: order.shipState,
      pincode: order.shipPincode,
      postalCode: order.shipPincode,
      country: order.shipCountry,
    },
    paymentResult: {
      paymentMethod: order.paymentMethod,
      paymentStatus: order.paymentStatus,
      razorpay_payment_id: order.razorpayPaymentId,
      razorpay_order_id: order.razorpayOrderId,
    },
    couponCode: order.promoCode,
    promotions: order.promotions.map(({ id, name, discountPaise }) => ({ id, name, discountPaise })),
    invoiceNumber: order.invoiceNumber,
    gstin: order.gstin,
    deliveredAt: order.deliveredAt?.toISOString() ?? null,
    canCancel: isCancellable(status),
    canReturn: isReturnable(status, order.deliveredAt, now),
    history: record.history.map((entry) => ({
      from: (entry.fromStatus as OrderStatus | null) ?? null,
      to: entry.toStatus as OrderStatus,
      at: entry.at.toISOString(),
      by: entry.actor,
      note: entry.note,
    })),
  };
}
