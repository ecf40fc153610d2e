import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createRoutesStub, useActionData } from 'react-router';
import { describe, expect, it } from 'vitest';
import { apiUser } from '../../../test/api-answers';
import { apiError, type FakeAnswer, fakeApiContext } from '../../../test/fake-api';
import { loginAction } from './login.server';
import { LoginForm } from './login-form';

/** The login form on a page whose action is the real /login action, in front of a fake API. */
function renderLogin(answer: FakeAnswer) {
  const { context, calls } = fakeApiContext(() => answer);
  const Stub = createRoutesStub(
    [
      {
        path: '/login',
        action: ({ request }) => loginAction(request, context),
        Component: function Page() {
          return <LoginForm result={useActionData()} redirectTo="/profile" />;
        },
      },
      { path: '/profile', Component: () => <h1>Profile</h1> },
    ],
    context,
  );
  render(<Stub initialEntries={['/login']} />);
  return { calls, user: userEvent.setup() };
}

describe('the form pattern, on the login form', () => {
  it('checks the values in the browser first: nothing is sent, each field says why', async () => {
    const { calls, user } = renderLogin({ status: 200, body: {} });
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByLabelText('Password', { selector: 'input' }).getAttribute('aria-invalid')).toBe(
      'true',
    );
    // The first field in error has the focus, and its message is read with it.
    expect(document.activeElement).toBe(email);
    const described = email.getAttribute('aria-describedby') ?? '';
    expect(document.getElementById(described)?.textContent).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it("shows the API's refusal above the form and moves the focus there", async () => {
    const { calls, user } = renderLogin(apiError(401, 'INVALID_CREDENTIALS', 'Invalid email or password'));
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'wrong-password-1');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toBe('Invalid email or password');
    await waitFor(() => expect(document.activeElement).toBe(alert));
    expect(calls).toEqual([
      {
        method: 'POST',
        path: '/auth/login',
        body: { email: 'asha@example.com', password: 'wrong-password-1' },
      },
    ]);
    expect(screen.getByLabelText('Email').getAttribute('aria-invalid')).toBeNull();
  });

  it('says what it is doing while the request runs', async () => {
    let release: () => void = () => undefined;
    const { context } = fakeApiContext(() => ({
      status: 200,
      body: { success: true, message: 'Logged in', token: 't', user: apiUser() },
    }));
    const slow = new Promise<void>((resolve) => {
      release = resolve;
    });
    const Stub = createRoutesStub([
      {
        path: '/login',
        action: async ({ request }) => {
          await slow;
          return loginAction(request, context);
        },
        Component: function Page() {
          return <LoginForm result={useActionData()} redirectTo="/" />;
        },
      },
    ]);
    render(<Stub initialEntries={['/login']} />);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'asha@example.com');
    await user.type(screen.getByLabelText('Password', { selector: 'input' }), 'Tulsi-leaf-42');
    await user.click(screen.getByRole('button', { name: 'Login' }));
    const busy = await screen.findByRole('button', { name: 'Logging in…' });
    expect(busy.hasAttribute('disabled')).toBe(true);
    expect(busy.getAttribute('aria-busy')).toBe('true');
    release();
    await screen.findByRole('button', { name: 'Login' });
  });
});
