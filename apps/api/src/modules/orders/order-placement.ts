import {
  allocateDiscount,
  type CartTotals,
  codLimitRefusal,
  orderMessages,
  promotionTotals,
  sellingPrice,
  variantLabel,
} from '@shop/shared';
import { sql } from 'drizzle-orm';
import type { Config } from '../../config.ts';
import type { Tx } from '../../db/client.ts';
import type { OrderPromotion, OrderRecord, OrderRow } from '../../db/schema/orders.ts';
import type { AttemptAddress, AttemptPricing } from '../../db/schema/payments.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError, conflict } from '../../lib/errors.ts';
import { newId } from '../../lib/ids.ts';
import { takeFromBatches } from '../batches/index.ts';
import {
  buyable,
  checkoutLines,
  type LineBundle,
  pricedBundle,
  readCartBundlesForCheckout,
  removeBoughtBundlesCte,
  totalsOfLines,
} from '../bundles/index.ts';
import type { CartService } from '../cart/index.ts';
import { outOfStock } from '../catalog/index.ts';
import { invoiceNumberOf, pendingInvoiceNumber } from '../invoices/index.ts';
import type { MailService } from '../mail/index.ts';
import { imageUrls } from '../media/index.ts';
import type { NotificationsService } from '../notifications/index.ts';
import type { PromoService, ValidPromo } from '../promo/index.ts';
import { codMaximumRefusal, type DeliveryTerms } from './delivery-terms.ts';
import { openCodOrders, recordOrder, type Taking, takeStock } from './order-placement.queries.ts';
import { confirmationEmail } from './orders.emails.ts';

/** One line to order, priced already (from the cart now, or as it was when an online payment began). */
interface PlacementLine {
  productId: string;
  /** Absent in payments begun before variants: the product's default variant, whose id is the product's. */
  variantId?: string;
  quantity: number;
  unitPricePaise: number;
  listPricePaise: number;
  /** The bundle this line is a component of (docs/PRODUCT.md, Bundles); its discount includes its saving. */
  bundle?: LineBundle | null;
}

type PlacementPayment =
  | { method: 'cod' }
  | {
      method: 'online';
      attemptId: string;
      razorpayOrderId: string;
      razorpayPaymentId: string;
      /** The shipping the payment's amount included, priced when it began. */
      shippingPaise: number;
    };

/** What the promotions made of an order's lines (docs/decisions/0034-promotion-engine.md). */
interface OrderPricing {
  /** The entered code, when it applied. */
  code: ValidPromo | null;
  promotions: OrderPromotion[];
  /** Per line (in the order of the lines), its share of the goods discount. */
  lineDiscountsPaise: number[];
  /** The promotions whose use the order records (every code; automatic ones with limits). */
  uses: { id: string }[];
  shippingPaise: number;
  codFeePaise: number;
}

export interface PlaceOrderInput {
  userId: string;
  address: AttemptAddress;
  lines: PlacementLine[];
  pricing: Omit<OrderPricing, 'shippingPaise' | 'codFeePaise'>;
  payment: PlacementPayment;
}

/**
 * An online attempt's promotions as priced when its payment began; attempts begun before promotions
 * carry only a percent code, spread over the lines as invoices always spread it.
 */
export function attemptPricing(
  lines: PlacementLine[],
  stored: AttemptPricing | null,
  code: ValidPromo | null,
): PlaceOrderInput['pricing'] {
  if (stored) {
    return {
      code,
      promotions: stored.promotions,
      lineDiscountsPaise: stored.lineDiscountsPaise,
      uses: stored.uses.map((id) => ({ id })),
    };
  }
  const gross = lines.map((line) => line.unitPricePaise * line.quantity);
  const discount = Math.round((gross.reduce((sum, value) => sum + value, 0) * (code?.percent ?? 0)) / 100);
  return {
    code,
    promotions: code ? [{ id: code.id, name: code.code, code: code.code, discountPaise: discount }] : [],
    lineDiscountsPaise: allocateDiscount(gross, discount),
    uses: code ? [{ id: code.id }] : [],
  };
}

export interface PlacementDeps {
  config: Config;
  clock: Clock;
  cart: CartService;
  promo: PromoService;
  mail: MailService;
  /** Order updates by WhatsApp or SMS, written with the order (docs/decisions/0027). */
  notifications: Pick<NotificationsService, 'enqueueOrderUpdate'>;
}

const variantOf = (line: PlacementLine) => line.variantId ?? line.productId;
const byVariantId = (a: PlacementLine, b: PlacementLine) =>
  variantOf(a) < variantOf(b) ? -1 : variantOf(a) > variantOf(b) ? 1 : 0;

/**
 * The one order-creation step of completed online payments, run inside the caller's transaction with
 * the lines the payment was made for. Any failure throws and the caller's transaction rolls
 * everything back.
 */
export async function placeOrder(tx: Tx, deps: PlacementDeps, input: PlaceOrderInput): Promise<OrderRecord> {
  if (input.lines.length === 0) throw conflict('Your cart is empty', 'CART_EMPTY');
  const now = deps.clock();
  const lines = input.lines.map((line) => ({ variantId: variantOf(line), quantity: line.quantity }));
  const taking = await takeStock(tx, { lines }, now);
  // What was paid for: the promotions and shipping priced when the payment began, no Cash on Delivery fee.
  const shippingPaise = input.payment.method === 'online' ? input.payment.shippingPaise : 0;
  return writeOrder(tx, deps, input, taking, now, async () => ({
    ...input.pricing,
    shippingPaise,
    codFeePaise: 0,
  }));
}

/**
 * Cash on Delivery from the shopper's cart, inside the caller's transaction: the cart's lines are
 * locked and their stock taken in one statement, priced from the products as they were taken.
 * Shipping and the Cash on Delivery fee are priced with `terms` (the owner's rules, read before the
 * transaction, when the pincode was checked); the client's total is never read. Errors keep their
 * precedence: an empty cart, then the promo code, then the stock, then the owner's Cash on Delivery
 * maximum and the account's limits (the transaction rolls back whatever was taken before a refusal).
 */
export async function placeCartOrder(
  tx: Tx,
  deps: PlacementDeps,
  input: Omit<PlaceOrderInput, 'lines' | 'pricing'> & { couponCode?: string | null },
  terms: DeliveryTerms,
): Promise<OrderRecord> {
  const now = deps.clock();
  // The cart's bundles are read once, their rows locked FOR SHARE so an owner's edit of their components
  // waits (and is waited for): the stock taken and the order lines come from these same components
  // (docs/PRODUCT.md, Bundles). Locks are taken bundles, then cart lines, then variants in id order.
  const bundled = await readCartBundlesForCheckout(tx, input.userId);
  const components = bundled.flatMap((line) =>
    line.bundle.items.map((item) => ({ variantId: item.variantId, quantity: item.quantity * line.quantity })),
  );
  const taking = await takeStock(tx, { cartOf: input.userId, bundled: components }, now);
  if (taking.lines.length === 0) throw conflict(orderMessages.cartEmpty, 'CART_EMPTY');
  const { couponCode, ...rest } = input;
  // The code is refused before the stock (its precedence); it is priced once the stock is known.
  if (couponCode) await deps.promo.check(tx, couponCode, input.userId, 'couponCode');
  // The stock taken counts each variant once, bought alone and in bundles.
  if (bundled.some((line) => !buyable(line.bundle))) {
    throw conflict('A bundle in your cart is no longer available', 'BUNDLE_UNAVAILABLE');
  }
  const inBundles = new Map<string, number>();
  for (const item of components)
    inBundles.set(item.variantId, (inBundles.get(item.variantId) ?? 0) + item.quantity);
  const checkout = checkoutLines([
    ...taking.lines
      .map((line) => ({
        productId: line.productId ?? line.variantId,
        variantId: line.variantId,
        quantity: line.quantity - (inBundles.get(line.variantId) ?? 0),
        unitPricePaise: line.taken ? sellingPrice(line.pricePaise, line.discountPricePaise) : 0,
        listPricePaise: line.taken ? line.pricePaise : 0,
        bundle: null,
      }))
      .filter((line) => line.quantity > 0),
    ...bundled.map((line) => ({
      productId: line.bundle.id,
      variantId: line.bundle.id,
      quantity: line.quantity,
      unitPricePaise: 0,
      listPricePaise: 0,
      bundle: pricedBundle(line.bundle),
    })),
  ]);
  const { lines } = checkout.expand([]);
  const open = await openCodOrders(tx, input.userId);
  const limits = {
    maxOpenOrders: deps.config.COD_MAX_OPEN_ORDERS,
    maxOpenValuePaise: deps.config.COD_MAX_OPEN_VALUE * 100,
  };
  const price = async (): Promise<OrderPricing> => {
    const { pricing, code, uses } = await deps.promo.price(tx, {
      userId: input.userId,
      code: couponCode,
      lock: true,
      lines: checkout.engine,
      charges: terms.charges,
    });
    return {
      code,
      promotions: pricing.applied,
      lineDiscountsPaise: checkout.expand(pricing.lineDiscountsPaise).discountsPaise,
      uses,
      shippingPaise: pricing.shippingPaise,
      codFeePaise: pricing.codFeePaise,
    };
  };
  const none = { code: null, promotions: [], lineDiscountsPaise: [], uses: [] };
  return writeOrder(tx, deps, { ...rest, pricing: none, lines }, taking, now, price, (totals) => {
    // A free order (a 100 % code) has nothing to collect at the door and cannot be paid online.
    if (totals.totalPaise === 0) return;
    const aboveMaximum = codMaximumRefusal(terms.rules, totals.subtotalPaise - totals.promoDiscountPaise);
    if (aboveMaximum) throw aboveMaximum;
    const refusal = codLimitRefusal(open, totals.totalPaise, limits);
    if (refusal) throw new AppError(409, 'COD_LIMIT_REACHED', refusal);
  });
}

/**
 * After the stock: refuse when a line could not be had or `allow` refuses the priced order, else take
 * the invoice number and write the order, its lines, its first history entry, the lines taken out of
 * the cart and the confirmation e-mail (whose invoice is rendered when it is sent) in one statement,
 * then record each promotion's use (a paid attempt's hold, or a use taken now).
 */
async function writeOrder(
  tx: Tx,
  deps: PlacementDeps,
  input: PlaceOrderInput,
  taking: Taking,
  now: Date,
  price: () => Promise<OrderPricing>,
  allow?: (totals: CartTotals) => void,
): Promise<OrderRecord> {
  const taken = new Map(taking.lines.filter((line) => line.taken).map((line) => [line.variantId, line]));
  // The first line in variant-id order that could not be had names the refusal, as it always has.
  const short = [...input.lines].sort(byVariantId).find((line) => !taken.has(variantOf(line)));
  if (short) throw await outOfStock(tx, variantOf(short));
  const orderId = newId();
  const pricing = await price();
  // A bundle counts once at its price; its component lines' discounts carry its saving (not a promotion).
  const counted = totalsOfLines(input.lines);
  const totals = promotionTotals(counted.lines, {
    goodsDiscountPaise:
      pricing.lineDiscountsPaise.reduce((sum, value) => sum + value, 0) - counted.bundleSavingsPaise,
    shippingPaise: pricing.shippingPaise,
    codFeePaise: pricing.codFeePaise,
  });
  allow?.(totals);
  const online = input.payment.method === 'online';
  const invoice = pendingInvoiceNumber(now);
  const record: OrderRecord = {
    order: orderRow(input, pricing, orderId, totals, invoice.number, now),
    items: input.lines.map((line, position) => {
      const product = taken.get(variantOf(line))!;
      return {
        id: newId(),
        orderId,
        position,
        productId: product.productId,
        variantId: product.variantId,
        variantLabel: variantLabel(product.options),
        sku: product.sku,
        name: product.name,
        brand: product.brand,
        // The order line keeps the first picture's address.
        imageUrl: product.image ? imageUrls(product.image.storageKey, product.image.widths).url : '',
        unitPricePaise: line.unitPricePaise,
        listPricePaise: line.listPricePaise,
        quantity: line.quantity,
        hsnCode: product.hsnCode,
        gstRateBp: product.gstRateBp,
        discountPaise: pricing.lineDiscountsPaise[position] ?? 0,
        bundleId: line.bundle?.id ?? null,
        bundleName: line.bundle?.name ?? null,
        bundleQuantity: line.bundle?.quantity ?? null,
        bundleUnitPaise: line.bundle?.unitPaise ?? null,
      };
    }),
    history: [
      {
        id: newId(),
        orderId,
        fromStatus: null,
        toStatus: 'pending',
        byUserId: input.userId,
        actor: 'customer',
        note: online ? 'Order placed and paid online' : 'Order placed with Cash on Delivery',
        at: now,
      },
    ],
  };
  const confirmation = confirmationEmail(record, shopInfo(deps.config));
  const sequence = await recordOrder(tx, record, invoice, [
    deps.cart.removeBoughtCtes(
      input.userId,
      input.lines
        .filter((line) => !line.bundle)
        .map((line) => ({ variantId: variantOf(line), quantity: line.quantity })),
    ),
    removeBoughtBundlesCte(input.userId, boughtBundles(input.lines)),
    sql`confirmation AS (${deps.mail.enqueueStatement(confirmation, invoice.digits)})`,
  ]);
  record.order.invoiceNumber = invoiceNumberOf(now, sequence);
  // The units come from the batch that expires first (docs/decisions/0036-batches-and-best-before.md).
  await takeFromBatches(tx, record.items, now);
  await deps.notifications.enqueueOrderUpdate(tx, { orderId, event: 'placed' });
  const { payment, userId } = input;
  for (const use of pricing.uses) {
    if (payment.method === 'online') await deps.promo.redeemHeld(tx, use, userId, orderId, payment.attemptId);
    else await deps.promo.redeem(tx, use, userId, orderId);
  }
  return record;
}

/** Each bundle the lines bought and how many (its component lines name it). */
function boughtBundles(lines: PlacementLine[]) {
  const bought = new Map<string, number>();
  for (const line of lines) if (line.bundle) bought.set(line.bundle.id, line.bundle.quantity);
  return [...bought].map(([bundleId, quantity]) => ({ bundleId, quantity }));
}

/** The order's row, whole, as written: a new order is pending, at version 1, not yet delivered. */
function orderRow(
  input: PlaceOrderInput,
  pricing: OrderPricing,
  id: string,
  totals: CartTotals,
  invoiceNumber: string,
  now: Date,
): OrderRow {
  const { address, payment } = input;
  const online = payment.method === 'online';
  return {
    id,
    userId: input.userId,
    status: 'pending',
    originalPaise: totals.originalPaise,
    itemsPaise: totals.subtotalPaise,
    promoDiscountPaise: totals.promoDiscountPaise,
    shippingPaise: totals.shippingPaise,
    codFeePaise: totals.codFeePaise,
    totalPaise: totals.totalPaise,
    promoCode: pricing.code?.code ?? null,
    promoPercent: pricing.code?.percent ?? 0,
    promotions: pricing.promotions,
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
    razorpayOrderId: payment.method === 'online' ? payment.razorpayOrderId : null,
    razorpayPaymentId: payment.method === 'online' ? payment.razorpayPaymentId : null,
    invoiceNumber,
    invoiceDate: now,
    gstin: address.gstin ?? null,
    deliveredAt: null,
    version: 1,
    createdAt: now,
    updatedAt: now,
  };
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
    fssaiLicence: config.FSSAI_LICENCE_NUMBER,
    ayushLicence: config.AYUSH_LICENCE_NUMBER ?? null,
  };
}
