import { type CartResponse, formatRupees } from '@shop/shared';
import { TagIcon } from '~/components/ui/page-icons';

/**
 * The promotions the server applied to the cart (docs/decisions/0034-promotion-engine.md), each with
 * what it took off (free shipping: the shipping it waived), as rows of the summary's list.
 */
export function PromotionRows({ cart }: { cart: CartResponse }) {
  return (cart.promotions ?? []).map((promotion) => (
    <div
      key={promotion.id}
      className="flex justify-between gap-4 text-brand-800"
      data-testid="cart-promotion"
    >
      <dt>{promotion.name}</dt>
      <dd className="font-semibold">−{formatRupees(promotion.discountPaise)}</dd>
    </div>
  ));
}

/** What the cart still needs for the nearest promotion ('Add ₹212.00 more for free shipping'). */
export function NextPromotion({ cart }: { cart: CartResponse }) {
  if (!cart.next) return null;
  return (
    <p
      className="mt-3 flex items-start gap-2 rounded-2xl bg-amber-50 px-4 py-3 text-sm font-medium text-amber-900"
      data-testid="cart-next-promotion"
    >
      <TagIcon className="mt-0.5 h-4 w-4 shrink-0" />
      {cart.next.message}
    </p>
  );
}
