import { describe, expect, it } from 'vitest';
import type { CartResponse } from '../schemas/cart.ts';
import { repriceCart } from './cart-reprice.ts';

type Item = CartResponse['items'][number];

const item = (id: string, rupees: number, quantity: number, listRupees = rupees): Item => ({
  _id: `line-${id}`,
  productId: {
    _id: id,
    slug: id,
    name: id,
    brand: 'Ayur Roots',
    images: [],
    stock: 50,
    price: listRupees,
    discountPrice: rupees,
  },
  bundle: null,
  variantId: id,
  variantLabel: '',
  sku: id.toUpperCase(),
  price: listRupees,
  discountPrice: rupees,
  quantity,
  lineTotal: rupees * quantity,
  outOfStock: false,
  exceedsStock: false,
  availableStock: 50,
  priceChanged: false,
  previousDiscountPrice: null,
});

const noScope = null;
/** A cart of ₹300 × 2 and ₹129.50 × 1, with a 10 % code entered, free shipping above ₹999 and ₹49 shipping. */
const cart = {
  success: true,
  items: [item('jar', 300, 2, 350), item('tea', 129.5, 1)],
  itemCount: 3,
  totals: {} as CartResponse['totals'],
  shippingPaise: 0,
  codFeePaise: 0,
  pricing: {
    promotions: [
      {
        id: 'code',
        name: 'CALM10',
        code: 'CALM10',
        benefit: { kind: 'percent', percent: 10, maxDiscountPaise: null },
        scope: noScope,
        minOrderPaise: 0,
        minQuantity: 0,
        firstOrderOnly: false,
        combinable: true,
      },
      {
        id: 'ship',
        name: 'Free shipping above ₹999',
        code: null,
        benefit: { kind: 'free_shipping' },
        scope: noScope,
        minOrderPaise: 99900,
        minQuantity: 0,
        firstOrderOnly: false,
        combinable: true,
      },
    ],
    code: 'CALM10',
    firstOrder: false,
    charges: { flatPaise: 4900, freeAbovePaise: null, codFeePaise: 2500 },
    categoryIds: {},
  },
} satisfies CartResponse;

describe('repriceCart', () => {
  it('prices the lines with the entered code and the charges', () => {
    const priced = repriceCart(cart)!;
    expect(priced.totals).toMatchObject({
      itemCount: 3,
      originalPrice: 829.5,
      totalDiscountPrice: 729.5,
      promoCode: 'CALM10',
      promoPercent: 10,
      promoDiscount: 72.95,
      shippingPrice: 49,
      totalPrice: 705.55,
    });
    expect(priced.promotions).toEqual([{ id: 'code', name: 'CALM10', discountPaise: 7295 }]);
    expect(priced.codFeePaise).toBe(2500);
    expect(priced.next).toEqual({ message: 'Add ₹269.50 more for free shipping', missingPaise: 26950 });
  });

  it('prices a change of quantity, and leaves out a line set to 0', () => {
    const more = repriceCart(cart, new Map([['line-jar', 4]]))!;
    expect(more.totals.totalDiscountPrice).toBe(1329.5);
    // ₹1,329.50 of goods reaches free shipping, which combines with the code.
    expect(more.shippingPaise).toBe(0);
    expect(more.promotions.map((promotion) => promotion.id)).toEqual(['code', 'ship']);
    const fewer = repriceCart(cart, new Map([['line-jar', 0]]))!;
    expect(fewer.itemCount).toBe(1);
    expect(fewer.totals.totalDiscountPrice).toBe(129.5);
    const empty = repriceCart(
      cart,
      new Map([
        ['line-jar', 0],
        ['line-tea', 0],
      ]),
    )!;
    expect(empty.totals.totalPrice).toBe(0);
    expect(empty.codFeePaise).toBe(0);
  });

  it('gives nothing for an answer without what it was priced with', () => {
    const { pricing: _pricing, ...older } = cart;
    expect(repriceCart(older)).toBeNull();
  });
});
