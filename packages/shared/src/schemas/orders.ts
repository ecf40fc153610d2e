import { isPincode } from '../rules/address.ts';
import { orderStatuses } from '../rules/order-status.ts';
import { canonicalIndianState } from '../rules/state-name.ts';
import { EmailSchema, PhoneSchema } from './accounts.ts';
import { CartResponseSchema, TotalsSchema } from './cart.ts';
import { IdSchema } from './common.ts';
import { GstinInputSchema } from './gst-reports.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Texts of docs/PRODUCT.md §8 for orders, and the server's own. */
export const orderMessages = {
  createFailed: 'Failed to create order',
  detailsFailed: 'Failed to fetch order details',
  listFailed: 'Failed to fetch orders',
  updateStatusFailed: 'Failed to update order status',
  noOrders: 'No orders found',
  notFound: 'Order not found',
  cartEmpty: 'Your cart is empty',
  cancelled: 'Your order has been cancelled.',
  cannotCancel: 'This order can no longer be cancelled: it has already been shipped.',
  returnRequested: 'Your return request has been received. We will contact you to arrange the pickup.',
  returnWindowClosed:
    'Returns are accepted within 48 hours of delivery; this order can no longer be returned.',
  notDelivered: 'Only a delivered order can be returned.',
  refundNote: 'Your refund will reach your original payment method in 5–7 working days.',
  /** Checkout refuses a pincode the owner does not serve, or Cash on Delivery where it is prepaid only. */
  pincodeNotServed: (pincode: string) => `We do not deliver to ${pincode} yet`,
  codNotForPincode: (pincode: string) => `Cash on Delivery is not available for ${pincode}`,
} as const;

const StateSchema = plainTextSchema('State', { max: 60 })
  .refine((value) => canonicalIndianState(value) !== null, 'Choose an Indian state or union territory')
  .transform((value) => canonicalIndianState(value)!);

const PincodeSchema = plainTextSchema('Pincode', { max: 10 }).refine(isPincode, 'Enter a 6-digit pincode');

/** The promo code a checkout names (matched case-insensitively after trimming), or none. */
export const CouponCodeSchema = plainTextSchema('couponCode', { max: 40, min: 0 }).nullish();

/**
 * The shipping address: the checkout form's names (name, email, phone, address, city, state, pincode) or
 * docs/PRODUCT.md §3's (postalCode, country). A missing name, email or phone is taken from the account; the country
 * is always India.
 */
export const ShippingAddressInputSchema = z
  .object({
    name: plainTextSchema('Name', { max: 100, noMarkup: true }).optional(),
    email: EmailSchema.optional(),
    phone: PhoneSchema.optional(),
    address: plainTextSchema('Address', { max: 300, multiline: true }),
    city: plainTextSchema('City', { max: 100 }),
    state: StateSchema,
    pincode: PincodeSchema.optional(),
    postalCode: PincodeSchema.optional(),
    country: plainTextSchema('Country', { max: 60, min: 0 })
      .refine((value) => value === '' || value.toLowerCase() === 'india', 'We deliver in India only')
      .optional(),
    /** A B2B buyer's GSTIN: the invoice shows it and the GST report files the order as B2B. */
    gstin: GstinInputSchema,
  })
  .superRefine((value, context) => {
    if (value.pincode === undefined && value.postalCode === undefined) {
      context.addIssue({ code: 'custom', path: ['pincode'], message: 'Pincode is required' });
    }
  });
export type ShippingAddressInput = z.infer<typeof ShippingAddressInputSchema>;

const ignored = z.unknown().optional().describe('Ignored: the server prices the order from the cart');

/**
 * POST /order/createOrder with docs/PRODUCT.md §3's payload. Items, totals, discount and `authorised` are ignored:
 * the order is made from the signed-in shopper's cart. A non-empty `razorpay_order_id` asks for the
 * order of an online payment already verified (the same order is answered, never a second one).
 */
export const CreateOrderSchema = z.object({
  shippingAddress: ShippingAddressInputSchema,
  couponCode: CouponCodeSchema,
  paymentMethod: z.literal('cod').optional(),
  razorpay_order_id: plainTextSchema('razorpay_order_id', { max: 64, min: 0 }).nullish(),
  items: ignored,
  totalPrice: ignored,
  shippingPrice: ignored,
  totalDiscountPrice: ignored,
  authorised: ignored,
});
export type CreateOrder = z.infer<typeof CreateOrderSchema>;

export const OrderIdParamsSchema = z.object({ id: IdSchema });

export const UpdateOrderStatusSchema = z.object({
  id: IdSchema,
  status: z.enum(orderStatuses, { error: `status must be one of ${orderStatuses.join(', ')}` }),
  note: plainTextSchema('note', { max: 500, min: 0, multiline: true }).optional(),
});

/** Optional reason given when cancelling or asking for a return. */
export const OrderActionSchema = z
  .object({ reason: plainTextSchema('reason', { max: 500, min: 0, multiline: true }).optional() })
  .nullish();

/** `not_required`: a free order (a 100 % promo code) has nothing to collect; it is not "paid". */
export const paymentStatuses = [
  'pending',
  'paid',
  'failed',
  'refund_pending',
  'refunded',
  'not_required',
] as const;

const OrderItemSchema = z.object({
  _id: z.string(),
  /** The product as it was bought (docs/PRODUCT.md §3); `_id` is null when the product was later deleted. */
  productId: z.object({ _id: z.string().nullable(), name: z.string(), brand: z.string(), image: z.string() }),
  /** The variant bought, its option label then ("120 capsules"; '' for a product's only variant) and SKU. */
  variantId: z.string().nullable(),
  variantLabel: z.string(),
  sku: z.string(),
  name: z.string(),
  brand: z.string(),
  image: z.string(),
  quantity: z.number().int(),
  /** Unit selling price paid, and the list price then, in rupees. */
  price: z.number(),
  listPrice: z.number(),
  lineTotal: z.number(),
  hsnCode: z.string(),
  gstRate: z.number(),
  /**
   * The bundle this line is a component of (docs/PRODUCT.md, Bundles): its id (null once the bundle was
   * deleted), its name, how many bundles were bought then and one bundle's price in rupees (before any
   * promotion, which the order's totals show); null for a line bought alone.
   */
  bundle: z
    .object({ _id: z.string().nullable(), name: z.string(), quantity: z.number().int(), price: z.number() })
    .nullable(),
  /**
   * The line's discount in paise: a component's share of its bundle's saving, plus its share of the
   * promotions' goods discount; 0 when none.
   */
  discountPaise: z.number().int(),
});

export const OrderHistoryEntrySchema = z.object({
  from: z.enum(orderStatuses).nullable(),
  to: z.enum(orderStatuses),
  at: z.string(),
  by: z.enum(['customer', 'admin', 'system']),
  note: z.string().nullable(),
});

export const OrderSchema = z.object({
  _id: z.string(),
  /** Last 6 characters, upper case (docs/PRODUCT.md §9). */
  shortId: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  orderStatus: z.enum(orderStatuses),
  totalPrice: z.number(),
  shippingPrice: z.number(),
  totalDiscountPrice: z.number(),
  subtotalPrice: z.number(),
  /** The shipping and the Cash on Delivery fee charged, in paise (as in `totals`). */
  shippingPaise: z.number().int(),
  codFeePaise: z.number().int(),
  totals: TotalsSchema,
  items: z.array(OrderItemSchema),
  shippingAddress: z.object({
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    address: z.string(),
    city: z.string(),
    state: z.string(),
    pincode: z.string(),
    postalCode: z.string(),
    country: z.string(),
  }),
  paymentResult: z.object({
    paymentMethod: z.enum(['cod', 'online']),
    paymentStatus: z.enum(paymentStatuses),
    razorpay_payment_id: z.string().nullable(),
    razorpay_order_id: z.string().nullable(),
  }),
  couponCode: z.string().nullable(),
  /**
   * The promotions the order got, as they were then (docs/decisions/0034-promotion-engine.md), the code's
   * among them; free shipping's discount is the shipping it waived.
   */
  promotions: CartResponseSchema.shape.promotions.unwrap(),
  invoiceNumber: z.string().nullable(),
  /** A B2B buyer's GSTIN, given at checkout; null for a consumer. */
  gstin: z.string().nullable(),
  deliveredAt: z.string().nullable(),
  /** What the owner may do now: cancel (pending or processing) and return (within 48 h of delivery). */
  canCancel: z.boolean(),
  canReturn: z.boolean(),
  history: z.array(OrderHistoryEntrySchema),
});
export type Order = z.infer<typeof OrderSchema>;

export const OrderResponseSchema = z.object({
  success: z.literal(true),
  order: OrderSchema,
  message: z.string().optional(),
});
export const OrderListSchema = z.object({ success: z.literal(true), orders: z.array(OrderSchema) });
