import type { Product } from '@shop/shared';
import { useLocation, useNavigate } from 'react-router';

/**
 * Add to Cart, disabled at stock 0. The cart arrives with its own issue; until then a visitor is
 * sent to /login and brought back to the product afterwards.
 */
export function AddToCartButton({ product, className = '' }: { product: Product; className?: string }) {
  const navigate = useNavigate();
  const location = useLocation();
  const disabled = product.stock <= 0;
  return (
    <button
      type="button"
      disabled={disabled}
      onClick={() => {
        const back = location.pathname.startsWith('/ProductDetailsById') ? location.pathname : `/product/${product._id}`;
        navigate(`/login?redirectTo=${encodeURIComponent(back)}`);
      }}
      className={`w-full rounded-full bg-brand-600 px-4 py-2.5 text-sm font-semibold text-white transition hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700 disabled:cursor-not-allowed disabled:bg-stone-300 disabled:text-stone-600 ${className}`}
    >
      {disabled ? 'Out of Stock' : 'Add to Cart'}
    </button>
  );
}
