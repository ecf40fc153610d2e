/** What other features may use of the cart (features meet only through these entries). */
export { AddToCartButton } from './add-to-cart-button';
export { BundleLineParts, lineImage } from './bundle-line-parts';
export { NextPromotion, PromotionRows } from './cart-promotions';
