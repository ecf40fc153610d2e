import { Suspense } from 'react';
import { Await } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { requireUser } from '~/features/accounts/session.server';
import { cartAction, loadCart } from '~/features/cart/cart.server';
import { CartContents, CartError, CartSkeleton } from '~/features/cart/cart-view';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/cart';

/** Signed-in only; the cart itself streams in (loading → error, empty or filled). */
export async function loader({ url, context }: Route.LoaderArgs) {
  await requireUser(url, context);
  return { cart: loadCart(context) };
}

/** The cart's one action (add, setQuantity, remove, clear): Add to Cart buttons and cart rows post here. */
export async function action({ request, context }: Route.ActionArgs) {
  return cartAction(request, context);
}

export function meta({ matches }: Route.MetaArgs) {
  const site = siteFromMatches(matches);
  return seo({
    site,
    title: 'Your Cart',
    description: `Review the Ayurvedic and wellness supplements in your ${site.shopName} cart: change quantities, then check out.`,
    path: '/cart',
    noindex: true,
  });
}

export default function CartPage({ loaderData }: Route.ComponentProps) {
  return (
    <main id="main">
      <PageHeader eyebrow="Shopping cart" title="Your Cart">
        {/* Shipping is the owner's to set (docs/PRODUCT.md §9.1): the summary shows what it costs. */}
        <p>Delivery across India. Pay online or with Cash on Delivery.</p>
      </PageHeader>
      <Container className="py-8 sm:py-12">
        <Suspense fallback={<CartSkeleton />}>
          <Await resolve={loaderData.cart}>
            {(load) => (load.ok ? <CartContents cart={load.cart} /> : <CartError message={load.message} />)}
          </Await>
        </Suspense>
      </Container>
    </main>
  );
}
