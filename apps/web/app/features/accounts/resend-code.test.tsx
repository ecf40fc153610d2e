import { accountRules } from '@shop/shared';
import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { createRoutesStub } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { AnyFormResult } from '~/lib/form-result';
import { ResendCode } from './otp-form';

let answer: (result: AnyFormResult) => void = () => undefined;

/** ResendCode with the action's answers handed in by the test, one new object per answer. */
function renderResend(justSent: boolean) {
  function Page() {
    const [result, setResult] = useState<AnyFormResult>();
    answer = setResult;
    return <ResendCode email="asha@example.com" justSent={justSent} result={result} />;
  }
  const Stub = createRoutesStub([{ path: '/otp-verification', Component: Page }]);
  render(<Stub initialEntries={['/otp-verification']} />);
}

const button = () => screen.getByRole('button', { name: /^Resend code/ });
/** Seconds passing one by one: each tick renders, and the render schedules the next one. */
async function tick(seconds: number) {
  for (let second = 0; second < seconds; second++) {
    await act(async () => {
      vi.advanceTimersByTime(1000);
    });
  }
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Resend code: the once-a-minute wait', () => {
  const cooldown = accountRules.otpResendCooldownSeconds;

  it('waits a minute after a code was just sent, counting down on the button', async () => {
    renderResend(true);
    expect(button().textContent).toBe(`Resend code in ${cooldown}s`);
    expect(button().hasAttribute('disabled')).toBe(true);
    await tick(1);
    expect(button().textContent).toBe(`Resend code in ${cooldown - 1}s`);
    await tick(cooldown - 1);
    expect(button().textContent).toBe('Resend code');
    expect(button().hasAttribute('disabled')).toBe(false);
  });

  it('starts the wait again after each code it sends, once per answer', async () => {
    renderResend(false);
    expect(button().hasAttribute('disabled')).toBe(false);
    await act(async () => answer({ ok: true, intent: 'resend', message: 'A new code has been sent' }));
    expect(button().textContent).toBe(`Resend code in ${cooldown}s`);
    await tick(cooldown);
    expect(button().textContent).toBe('Resend code');
    // An answer of another form of the page is not this form's.
    await act(async () => answer({ ok: true, intent: 'verify', message: 'Verified' }));
    expect(button().textContent).toBe('Resend code');
  });

  it('waits as long as the server says after a rate limit, and shows why', async () => {
    renderResend(false);
    await act(async () =>
      answer({
        ok: false,
        intent: 'resend',
        status: 429,
        message: 'Please wait before asking for another code',
        fieldErrors: {},
        retryAfter: 42,
      }),
    );
    expect(button().textContent).toBe('Resend code in 42s');
    expect(screen.getByRole('alert').textContent).toBe('Please wait before asking for another code');
  });
});
