import type { Order } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiOrder } from '../../../test/api-answers';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { OrderActions } from './order-actions';
import { ordersAction } from './orders.server';

const order = {
  _id: 'order-1234567890',
  orderStatus: 'processing',
  canCancel: true,
  canReturn: false,
  invoiceNumber: null,
} as unknown as Order;

/** An order's buttons, posting to the real /orders action in front of a fake API. */
function renderActions(answer: FakeAnswer) {
  const { context, calls } = fakeApiContext((call) =>
    call.path.startsWith('/order/getMyOrders')
      ? { status: 200, body: { success: true, orders: [] } }
      : answer,
  );
  const Stub = createRoutesStub(
    [
      rootRoute(siteData({ firstName: 'Asha' }), [
        {
          path: 'orders',
          loader: () => null,
          action: ({ request }) => ordersAction(request, context),
          Component: () => <OrderActions order={order} />,
        },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/orders']} />);
  return { calls, user: userEvent.setup() };
}

describe('Cancel Order (confirm dialog, fetcher, one result)', () => {
  it('asks first; Keep order changes nothing', async () => {
    const { calls, user } = renderActions({ status: 200, body: {} });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    const dialog = screen.getByRole('dialog', { name: 'Cancel this order?' });
    // The safe choice has the focus.
    expect(document.activeElement?.textContent).toBe('Keep order');
    await user.click(screen.getByRole('button', { name: 'Keep order' }));
    await waitFor(() => expect((dialog as HTMLDialogElement).open).toBe(false));
    expect(calls).toHaveLength(0);
  });

  it('cancels with the reason given, toasts the answer and closes the dialog', async () => {
    const { calls, user } = renderActions({
      status: 200,
      body: { success: true, order: apiOrder({ orderStatus: 'cancelled' }), message: 'Order cancelled' },
    });
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.type(screen.getByLabelText('Reason (optional)'), 'Ordered twice');
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('Order cancelled')).toBeTruthy();
    const dialog = screen.getByRole('dialog', { hidden: true }) as HTMLDialogElement;
    await waitFor(() => expect(dialog.open).toBe(false));
    expect(calls).toContainEqual({
      method: 'POST',
      path: '/order/cancel/order-1234567890',
      body: { reason: 'Ordered twice' },
    });
  });

  it("toasts a refusal in the API's words", async () => {
    const { user } = renderActions(apiError(409, 'INVALID_STATUS', 'This order has already been shipped'));
    await user.click(await screen.findByRole('button', { name: 'Cancel Order' }));
    await user.click(screen.getByRole('button', { name: 'Yes, cancel order' }));
    expect(await screen.findByText('This order has already been shipped')).toBeTruthy();
  });
});
