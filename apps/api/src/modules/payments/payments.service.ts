import { createHash } from 'node:crypto';
import {
  cartTotalsAnswer,
  onlyLeftMessage,
  orderMessages,
  type PaymentCheckout,
  type PaymentCheckoutResponse,
  type PaymentVerification,
  paymentMessages,
  promoRefusalMessages,
  promotionTotals,
  shortOrderId,
  toRupees,
} from '@shop/shared';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import type { OrderRecord } from '../../db/schema/orders.ts';
import { type AttemptLine, paymentAttempts } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, badRequest, conflict, notFound } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import type { SessionUser } from '../../plugins/auth.ts';
import { checkoutLines } from '../bundles/index.ts';
import type { CartService } from '../cart/index.ts';
import { outOfStock, variantStock } from '../catalog/index.ts';
import type { MailService } from '../mail/index.ts';
import { attemptPricing, type OrderPlacer } from '../orders/index.ts';
import type { PromoService } from '../promo/index.ts';
import type { PaymentProvider } from './payment-provider.ts';
import type { PaymentRefunds } from './payment-refunds.ts';

export interface PaymentsDeps {
  db: Db;
  config: Config;
  clock: Clock;
  /** Null when online payment is off (no Razorpay keys, no sandbox): Cash on Delivery only. */
  provider: PaymentProvider | null;
  cart: CartService;
  promo: PromoService;
  orders: OrderPlacer;
  mail: MailService;
  log: FastifyBaseLogger;
  /** Refunds through the provider (the refunds module, through app.ts). */
  refunds: PaymentRefunds;
}

export type AttemptRow = typeof paymentAttempts.$inferSelect;

/** Razorpay's minimum charge is one rupee. */
const MIN_CHARGE_PAISE = 100;

/**
 * How long a payment attempt holds its promo code and may be paid in the sandbox: long enough for a
 * UPI collect request or a bank's OTP page, short enough that an abandoned checkout gives a limited
 * code back soon (docs/PRODUCT.md §4.5).
 */
export const PAYMENT_ATTEMPT_LIFETIME_MS = 30 * 60_000;

const promoTexts: readonly string[] = Object.values(promoRefusalMessages);

/** What the shopper reads about a payment that will be refunded, from why its order was not placed. */
function refundText(reason: string | null): string {
  return reason && promoTexts.includes(reason)
    ? paymentMessages.promoGoneAfterPayment
    : paymentMessages.soldOutAfterPayment;
}

const refundNeeded = (reason: string | null) =>
  new AppError(409, 'PAYMENT_REFUND_NEEDED', refundText(reason));

/** Refusals that leave a captured payment without an order: it is refunded. */
const refundedRefusals = new Set(['OUT_OF_STOCK', 'CART_EMPTY', 'PROMO_INVALID']);

/** Every online-payment call of a shop without Razorpay keys or sandbox (onlinePaymentMode 'off'). */
const onlinePaymentOff = () => new AppError(503, 'ONLINE_PAYMENT_OFF', paymentMessages.unavailable);

function cartHash(lines: AttemptLine[], coupon: string | null): string {
  const key = [...lines]
    .sort((a, b) => ((a.variantId ?? a.productId) < (b.variantId ?? b.productId) ? -1 : 1))
    .map((line) => [
      line.variantId ?? line.productId,
      line.quantity,
      line.unitPricePaise,
      line.listPricePaise,
      line.bundle ? [line.bundle.id, line.bundle.quantity, line.bundle.unitPaise] : null,
    ]);
  return createHash('sha256').update(JSON.stringify({ key, coupon })).digest('hex');
}

/**
 * Online payment, the same with Razorpay and the sandbox: a payment order for the server's own total
 * of the cart (a payment attempt remembers what it pays for), then the paid order made exactly once
 * from that attempt, whether the shopper's browser reports back (paymentverification) or only
 * Razorpay does (webhook).
 */
export class PaymentsService {
  constructor(private readonly deps: PaymentsDeps) {}

  /** The configured provider, or 503 when online payment is off. */
  get provider(): PaymentProvider {
    if (!this.deps.provider) throw onlinePaymentOff();
    return this.deps.provider;
  }

  key() {
    const { provider } = this;
    return { key: provider.keyId, provider: provider.name };
  }

  async checkout(user: SessionUser, body: PaymentCheckout): Promise<PaymentCheckoutResponse> {
    const { provider } = this;
    const { db, cart, promo, clock, orders } = this.deps;
    const address = orders.shippingAddress(body.shippingAddress, user);
    const cartLines = await cart.lines(db, user.id);
    if (cartLines.length === 0) throw conflict(orderMessages.cartEmpty, 'CART_EMPTY');
    // Refused before any money moves; the order still takes the stock atomically later.
    await refuseBeyondStock(db, cartLines);
    // An unserved pincode is refused before any money moves (400 naming the pincode).
    const terms = await orders.deliveryTerms(address, 'online');
    // The code's refusal comes before anything else about the money (400 naming couponCode).
    if (body.couponCode) await promo.check(db, body.couponCode, user.id, 'couponCode');
    // A bundle is one line to the engine and its components to the order (docs/PRODUCT.md, Bundles).
    const checkout = checkoutLines(
      cartLines.map((line) => ({
        productId: line.product.id,
        variantId: line.variant.id,
        quantity: line.quantity,
        unitPricePaise: line.product.unitPricePaise,
        listPricePaise: line.product.pricePaise,
        bundle: line.bundle?.priced ?? null,
      })),
    );
    // The promotions engine prices the attempt as the cart showed it (docs/decisions/0034-promotion-engine.md).
    const {
      pricing,
      code: valid,
      uses,
    } = await promo.price(db, {
      userId: user.id,
      code: body.couponCode,
      lines: checkout.engine,
      charges: terms.charges,
    });
    const expanded = checkout.expand(pricing.lineDiscountsPaise);
    const lines: AttemptLine[] = expanded.lines;
    const totals = promotionTotals(
      cartLines.map((line) => ({
        unitPaise: line.product.unitPricePaise,
        listUnitPaise: line.product.pricePaise,
        quantity: line.quantity,
      })),
      pricing,
    );
    if (totals.totalPaise < MIN_CHARGE_PAISE) throw conflict(paymentMessages.nothingToPay, 'NOTHING_TO_PAY');

    const attemptId = newId();
    const order = await provider.createOrder(totals.totalPaise, attemptId, {
      attempt: attemptId,
      user: user.id,
    });
    const now = clock();
    const expiresAt = new Date(now.getTime() + PAYMENT_ATTEMPT_LIFETIME_MS);
    // The code's use is held with the attempt, under its limits, or neither is stored (and the payment
    // order made above is never shown to the shopper).
    await db.transaction(async (tx) => {
      await tx.insert(paymentAttempts).values({
        id: attemptId,
        provider: provider.name,
        razorpayOrderId: order.id,
        userId: user.id,
        amountPaise: order.amount,
        shippingPaise: totals.shippingPaise,
        cartHash: cartHash(lines, valid?.code ?? null),
        lines,
        couponCode: valid?.code ?? null,
        promoPercent: valid?.percent ?? 0,
        pricing: {
          promotions: pricing.applied,
          lineDiscountsPaise: expanded.discountsPaise,
          uses: uses.map((use) => use.id),
        },
        shippingAddress: address,
        createdAt: now,
        updatedAt: now,
        expiresAt,
      });
      for (const use of uses) await promo.hold(tx, use, user.id, { id: attemptId, until: expiresAt });
    });
    return {
      success: true,
      order,
      key: provider.keyId,
      provider: provider.name,
      totals: cartTotalsAnswer(totals, valid),
      checkout: {
        name: this.deps.config.SHOP_NAME,
        description: `Order of ${totals.itemCount} ${totals.itemCount === 1 ? 'item' : 'items'}`,
        prefill: { name: address.name, email: address.email, contact: address.phone },
      },
    };
  }

  /** The shopper's browser reports a payment: checked by signature, then completed (once). */
  async verify(user: SessionUser, body: PaymentVerification): Promise<OrderRecord> {
    const {
      razorpay_order_id: orderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signature,
    } = body;
    if (!this.provider.verifySignature(orderId, paymentId, signature)) {
      throw badRequest(paymentMessages.signatureInvalid, 'PAYMENT_SIGNATURE_INVALID', [
        { field: 'razorpay_signature', message: 'does not match this order and payment' },
      ]);
    }
    const attempt = await this.attempt(orderId);
    if (!attempt || attempt.userId !== user.id)
      throw notFound(paymentMessages.verifyFailed, 'PAYMENT_NOT_FOUND');
    return this.complete(orderId, paymentId);
  }

  /**
   * Makes the paid order of an attempt, exactly once, even after the attempt lapsed (a late capture).
   * The attempt row is claimed by a conditional UPDATE in the order's transaction: a duplicate waits
   * for it, finds it no longer claimable and answers the order the first one made. If the stock ran
   * out meanwhile, or the promo code's hold is gone and the code can no longer be taken, nothing is
   * ordered, the attempt is marked needs_refund, the shopper is e-mailed and 409 says the payment will
   * be refunded.
   */
  async complete(razorpayOrderId: string, paymentId: string): Promise<OrderRecord> {
    const { db, clock, orders, promo } = this.deps;
    let placed: OrderRecord | null;
    try {
      placed = await db.transaction(async (tx) => {
        const [attempt] = await tx
          .update(paymentAttempts)
          .set({ updatedAt: clock() })
          .where(
            and(
              eq(paymentAttempts.razorpayOrderId, razorpayOrderId),
              inArray(paymentAttempts.status, ['created', 'failed']),
            ),
          )
          .returning();
        if (!attempt) return null;
        // Same lock order as Cash on Delivery (cart, then products), so the two never deadlock.
        await this.deps.cart.lines(tx, attempt.userId, { lock: true, images: false });
        const code = attempt.couponCode ? await promo.find(tx, attempt.couponCode) : null;
        // A code deleted since: the discounted amount paid can no longer be honoured.
        if (attempt.couponCode && !code) {
          throw new AppError(400, 'PROMO_INVALID', promoRefusalMessages.unknown);
        }
        const record = await orders.place(tx, {
          userId: attempt.userId,
          address: attempt.shippingAddress,
          lines: attempt.lines,
          pricing: attemptPricing(
            attempt.lines,
            attempt.pricing,
            code ? { id: code.id, code: code.code!, percent: attempt.promoPercent } : null,
          ),
          payment: {
            method: 'online',
            attemptId: attempt.id,
            razorpayOrderId,
            razorpayPaymentId: paymentId,
            shippingPaise: attempt.shippingPaise,
          },
        });
        if (record.order.totalPaise !== attempt.amountPaise) {
          throw new Error(
            `Order total ${record.order.totalPaise} differs from the payment ${attempt.amountPaise}`,
          );
        }
        await tx
          .update(paymentAttempts)
          .set({ status: 'paid', orderId: record.order.id, razorpayPaymentId: paymentId, updatedAt: clock() })
          .where(eq(paymentAttempts.id, attempt.id));
        return record;
      });
    } catch (error) {
      if (error instanceof AppError && refundedRefusals.has(error.code)) {
        await this.markNeedsRefund(razorpayOrderId, paymentId, error.message);
        throw refundNeeded(error.message);
      }
      throw error;
    }
    if (placed) {
      await orders.afterWrite(true);
      return placed;
    }
    const attempt = await this.attempt(razorpayOrderId);
    if (attempt?.orderId) return (await orders.record(attempt.orderId))!;
    if (attempt?.status === 'needs_refund') throw refundNeeded(attempt.failureReason);
    throw notFound(paymentMessages.verifyFailed, 'PAYMENT_NOT_FOUND');
  }

  /** The attempt of a provider order id. */
  async attempt(razorpayOrderId: string): Promise<AttemptRow | undefined> {
    const [row] = await this.deps.db
      .select()
      .from(paymentAttempts)
      .where(eq(paymentAttempts.razorpayOrderId, razorpayOrderId));
    return row;
  }

  /**
   * A payment of the attempt failed (the sandbox's Fail button, Razorpay's payment.failed): its promo
   * code hold is given back. A retry in the same payment window may still succeed; it then takes the
   * code anew. False when the attempt was not in one of `from`.
   */
  async markFailed(
    where: SQL | undefined,
    reason: string,
    from: ('created' | 'failed')[] = ['created', 'failed'],
  ): Promise<boolean> {
    const { db, clock, promo } = this.deps;
    return db.transaction(async (tx) => {
      const [attempt] = await tx
        .update(paymentAttempts)
        .set({ status: 'failed', failureReason: reason, updatedAt: clock() })
        .where(and(where, inArray(paymentAttempts.status, from)))
        .returning({ id: paymentAttempts.id });
      if (!attempt) return false;
      await promo.releaseHold(tx, attempt.id);
      return true;
    });
  }

  private async markNeedsRefund(razorpayOrderId: string, paymentId: string, reason: string): Promise<void> {
    const { db, clock, mail, orders, log, promo } = this.deps;
    const marked = await db.transaction(async (tx) => {
      const [attempt] = await tx
        .update(paymentAttempts)
        .set({
          status: 'needs_refund',
          razorpayPaymentId: paymentId,
          failureReason: reason,
          updatedAt: clock(),
        })
        .where(
          and(
            eq(paymentAttempts.razorpayOrderId, razorpayOrderId),
            inArray(paymentAttempts.status, ['created', 'failed']),
          ),
        )
        .returning();
      if (!attempt) return null;
      await promo.releaseHold(tx, attempt.id);
      await mail.enqueue(
        tx,
        orders.refundNeededEmail(
          attempt.shippingAddress.email,
          attempt.amountPaise,
          paymentId,
          refundText(reason),
        ),
      );
      await this.deps.refunds.startForAttempt(tx, attempt.id);
      return attempt;
    });
    if (!marked) return;
    mail.kick();
    this.deps.refunds.kick();
    log.warn(
      {
        razorpayOrderId,
        paymentId,
        amount: toRupees(marked.amountPaise),
        attempt: shortOrderId(marked.id),
        reason,
      },
      'payment received but the order could not be placed: refunding it',
    );
  }
}

/**
 * 409 OUT_OF_STOCK when the cart wants more of a variant than is left, counting each variant once
 * whether bought alone or in bundles (docs/PRODUCT.md, Bundles), as the order's stock statement will.
 */
async function refuseBeyondStock(db: Db, cartLines: Awaited<ReturnType<CartService['lines']>>) {
  for (const line of cartLines) {
    if (line.quantity > line.product.stock) {
      throw conflict(
        line.product.stock > 0
          ? `${onlyLeftMessage(line.product.stock)} of ${line.product.name}`
          : `${line.product.name} is out of stock`,
        'OUT_OF_STOCK',
      );
    }
  }
  const wanted = new Map<string, number>();
  for (const line of cartLines) {
    const parts = line.bundle
      ? line.bundle.priced.components.map((item) => ({
          id: item.variantId,
          units: item.quantity * line.quantity,
        }))
      : [{ id: line.variant.id, units: line.quantity }];
    for (const { id, units } of parts) wanted.set(id, (wanted.get(id) ?? 0) + units);
  }
  if (!cartLines.some((line) => line.bundle)) return;
  for (const [variantId, units] of wanted) {
    const left = await variantStock(db, variantId);
    if (!left || units > left.stock) throw await outOfStock(db, variantId);
  }
}
