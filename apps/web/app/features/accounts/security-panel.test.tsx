import { authMessages, type User } from '@shop/shared';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useLocation } from 'react-router';
import { describe, expect, it } from 'vitest';
import ProfilePage from '~/routes/profile';
import { type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { rootRoute, siteData } from '../../../test/site';
import { profileAction } from './profile.server';

const user = {
  _id: 'u1',
  firstName: 'Asha',
  lastName: 'Verma',
  userName: 'asha',
  email: 'asha@example.com',
  phone: '9876543210',
  role: 'customer',
  createdAt: '2026-01-01T00:00:00.000Z',
} as User;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname}</p>;
}

/** The whole /profile page (Security tab) with its real action, in front of a fake API. */
function renderProfile(answer: FakeAnswer) {
  const { context, calls } = fakeApiContext(() => answer);
  const Stub = createRoutesStub(
    [
      rootRoute(siteData({ firstName: 'Asha' }), [
        {
          path: 'profile',
          loader: () => ({
            user,
            tab: 'security' as const,
            orders: { ok: true as const, orders: [], refunds: {} },
            consultations: { ok: true as const, consultations: [] },
            orderUpdates: { channel: 'none' as const, phone: null },
          }),
          action: ({ request }) => profileAction(request, context, user),
          Component: ProfilePage as never,
        },
        { path: 'login', Component: Where },
        { index: true, Component: Where },
      ]),
    ],
    context,
  );
  render(<Stub initialEntries={['/profile']} />);
  return { calls, user: userEvent.setup() };
}

describe('the Security tab: leaving after a success, once', () => {
  it('deletes the account after confirming, says so once and goes home', async () => {
    const { calls, user: person } = renderProfile({
      status: 200,
      body: { success: true, message: 'Deleted' },
    });
    await person.click(await screen.findByRole('button', { name: 'Delete account' }));
    await person.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/');
    await screen.findByText(authMessages.accountDeleted);
    expect(screen.getAllByText(authMessages.accountDeleted)).toHaveLength(1);
    expect(calls).toEqual([
      { method: 'POST', path: '/auth/deleteAccount', body: { email: 'asha@example.com' } },
    ]);
  });

  it('logs out everywhere, says so once and goes to the login page', async () => {
    const { user: person } = renderProfile({ status: 200, body: { success: true, message: 'ok' } });
    await person.click(await screen.findByRole('button', { name: 'Log out of all devices' }));
    expect((await screen.findByTestId('where')).textContent).toBe('/login');
    await screen.findByText(authMessages.loggedOutEverywhere);
    await waitFor(() => expect(screen.getAllByText(authMessages.loggedOutEverywhere)).toHaveLength(1));
  });

  it('closes the dialog on a refusal and shows why beside the button', async () => {
    const { user: person } = renderProfile({
      status: 409,
      body: {
        statusCode: 409,
        error: 'Conflict',
        code: 'HAS_OPEN_ORDERS',
        message: 'Finish your open orders first',
      },
    });
    await person.click(await screen.findByRole('button', { name: 'Delete account' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete your account?' }) as HTMLDialogElement;
    await person.click(screen.getByRole('button', { name: 'Delete my account' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Finish your open orders first');
    await waitFor(() => expect(dialog.open).toBe(false));
  });
});
