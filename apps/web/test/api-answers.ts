import type { CartResponse, Order, User } from '@shop/shared';

/**
 * Whole API answers for fake-API tests: callApi checks every 2xx against its route's schema outside
 * production, so a fake answer has to be one the API could give. Override only what a test is about.
 */

export const apiUser = (fields: Partial<User> = {}): User => ({
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Verma',
  userName: 'asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  emailVerified: true,
  createdAt: '2026-01-01T00:00:00.000Z',
  ...fields,
});

const noTotals = {
  itemCount: 0,
  originalPrice: 0,
  totalDiscountPrice: 0,
  promoCode: null,
  promoPercent: 0,
  promoDiscount: 0,
  shippingPrice: 0,
  subtotalPrice: 0,
  totalPrice: 0,
  shippingPaise: 0,
  codFeePaise: 0,
};

export const apiOrder = (fields: Partial<Order> = {}): Order => ({
  _id: 'order-1',
  shortId: 'ORDER1',
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  orderStatus: 'pending',
  totalPrice: 0,
  shippingPrice: 0,
  totalDiscountPrice: 0,
  subtotalPrice: 0,
  shippingPaise: 0,
  codFeePaise: 0,
  totals: noTotals,
  items: [],
  shippingAddress: {
    name: 'Asha Verma',
    email: 'asha@example.com',
    phone: '9876543210',
    address: '12 MG Road',
    city: 'Bengaluru',
    state: 'Karnataka',
    pincode: '560001',
    postalCode: '560001',
    country: 'India',
  },
  paymentResult: {
    paymentMethod: 'cod',
    paymentStatus: 'pending',
    razorpay_payment_id: null,
    razorpay_order_id: null,
  },
  couponCode: null,
  promotions: [],
  invoiceNumber: null,
  gstin: null,
  deliveredAt: null,
  canCancel: true,
  canReturn: false,
  history: [],
  ...fields,
});

/** One order line bought alone (₹449 × 1); give `bundle` and `discountPaise` for a bundle's component. */
export const apiOrderItem = (fields: Partial<Order['items'][number]> = {}): Order['items'][number] => ({
  _id: 'item-1',
  productId: { _id: 'p1', name: 'Ashwagandha', brand: 'Himalaya', image: '' },
  variantId: 'v1',
  variantLabel: '',
  sku: 'ASH-60',
  name: 'Ashwagandha',
  brand: 'Himalaya',
  image: '',
  quantity: 1,
  price: 449,
  listPrice: 499,
  lineTotal: 449,
  hsnCode: '30049011',
  gstRate: 12,
  bundle: null,
  discountPaise: 0,
  ...fields,
});

/** One cart line: Ashwagandha's default variant, ₹449 (list ₹499) × 1. */
export const apiCartItem = (
  fields: Partial<CartResponse['items'][number]> = {},
): CartResponse['items'][number] => ({
  _id: 'line-1',
  productId: {
    _id: 'p1',
    slug: 'ashwagandha',
    name: 'Ashwagandha',
    brand: 'Himalaya',
    images: [],
    stock: 20,
    price: 499,
    discountPrice: 449,
  },
  bundle: null,
  variantId: 'p1',
  variantLabel: '',
  sku: 'ASH-60',
  price: 499,
  discountPrice: 449,
  quantity: 1,
  lineTotal: 449,
  outOfStock: false,
  exceedsStock: false,
  availableStock: 20,
  priceChanged: false,
  previousDiscountPrice: null,
  ...fields,
});

export const apiCart = (fields: Partial<CartResponse> = {}): CartResponse => ({
  success: true,
  items: [],
  itemCount: 0,
  totals: noTotals,
  shippingPaise: 0,
  codFeePaise: 0,
  ...fields,
});
