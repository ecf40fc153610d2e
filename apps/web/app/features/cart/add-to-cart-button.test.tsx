import type { Product } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { apiCart } from '../../../test/api-answers';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { AddToCartButton } from './add-to-cart-button';
import { cartAction } from './cart.server';

const product = { _id: 'p1', name: 'Ashwagandha Capsules', stock: 5 } as Product;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{`${location.pathname}${location.search}`}</p>;
}

/** A product page with the Add to Cart button; the cart route's real action talks to a fake API. */
function renderButton(options: { signedIn: boolean; answer?: FakeAnswer; stock?: number }) {
  const { context, calls } = fakeApiContext(
    () => options.answer ?? { status: 200, body: apiCart({ itemCount: 1 }) },
  );
  const Stub = createRoutesStub(
    [
      rootRoute(siteData(options.signedIn ? { firstName: 'Asha' } : null), [
        {
          path: 'product/:id',
          Component: () => <AddToCartButton product={{ ...product, stock: options.stock ?? 5 }} />,
        },
        { path: 'cart', action: ({ request }) => cartAction(request, context) },
        { path: 'login', Component: Where },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/product/p1']} />);
  return { calls, user: userEvent.setup() };
}

describe('Add to Cart (the cart fetcher and its answers)', () => {
  it('adds one and toasts the answer', async () => {
    const { calls, user } = renderButton({ signedIn: true });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Added to cart!')).toBeTruthy();
    expect(calls).toEqual([
      { method: 'POST', path: '/cart/addToCart', body: { productId: 'p1', quantity: 1, mode: 'add' } },
    ]);
  });

  it("toasts the API's refusal in its own words", async () => {
    const { user } = renderButton({
      signedIn: true,
      answer: apiError(409, 'OUT_OF_STOCK', 'Only 2 left in stock'),
    });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    expect(await screen.findByText('Only 2 left in stock')).toBeTruthy();
  });

  it('sends a visitor to log in, coming back to add the product', async () => {
    const { calls, user } = renderButton({ signedIn: false });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const where = await screen.findByTestId('where');
    expect(where.textContent).toBe(`/login?redirectTo=${encodeURIComponent('/product/p1?addToCart=p1')}`);
    expect(calls).toHaveLength(0);
  });

  it('takes an expired session (401) over from the toast: off to log in', async () => {
    const { user } = renderButton({ signedIn: true, answer: apiError(401, 'UNAUTHORIZED', 'Please log in') });
    await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
    const where = await screen.findByTestId('where');
    expect(where.textContent).toContain('/login?redirectTo=');
    expect(screen.queryByText('Please log in')).toBeNull();
  });

  it('takes an age-restricted product to the 18+ ask (409 AGE_NOT_CONFIRMED), then back here', async () => {
    const assign = vi.fn();
    const location = vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, assign });
    try {
      const { user } = renderButton({
        signedIn: true,
        answer: apiError(409, 'AGE_NOT_CONFIRMED', 'Are you over 18?'),
      });
      await user.click(await screen.findByRole('button', { name: 'Add to Cart' }));
      await waitFor(() =>
        expect(assign).toHaveBeenCalledWith(
          `/age-check?back=${encodeURIComponent('/product/p1')}&productId=p1`,
        ),
      );
      expect(screen.queryByText('Are you over 18?')).toBeNull();
    } finally {
      location.mockRestore();
    }
  });

  it('cannot add what is sold out', async () => {
    renderButton({ signedIn: true, stock: 0 });
    const button = await screen.findByRole('button', { name: 'Add to Cart' });
    expect(button.hasAttribute('disabled')).toBe(true);
  });
});
