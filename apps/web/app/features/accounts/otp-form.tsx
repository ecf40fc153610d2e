import { accountRules, VerifySignupOtpSchema } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { Field, FormAlert, SubmitButton, secondaryButton } from './fields';
import { type FormResult, validate } from './forms';
import { useAccountForm, useSuccess } from './use-form';

/** The 6-character code (SPEC §5) for the e-mail the page was opened with. */
export function OtpForm({
  email,
  redirectTo,
  result,
}: {
  email: string;
  redirectTo: string;
  result?: FormResult;
}) {
  const { formRef, onSubmit, fieldErrors, formError, busy } = useAccountForm('verify', result, (values) =>
    validate(VerifySignupOtpSchema, values),
  );
  const [otp, setOtp] = useState('');
  return (
    <Form method="post" ref={formRef} onSubmit={onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <FormAlert message={formError ?? fieldErrors.email} />
      <Field
        name="otp"
        label="Verification code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={accountRules.otpLength}
        pattern="[0-9]*"
        required
        value={otp}
        onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, accountRules.otpLength))}
        error={fieldErrors.otp}
        hint={`The ${accountRules.otpLength}-digit code expires in ${accountRules.otpTtlMinutes} minutes.`}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      />
      <SubmitButton busy={busy} busyLabel="Verifying…">
        Verify
      </SubmitButton>
    </Form>
  );
}

/** Counts down once a second to zero; `restart` starts it again. */
function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = setTimeout(() => setLeft((seconds) => Math.max(0, seconds - 1)), 1000);
    return () => clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

/** Resend, allowed once a minute (accountRules.otpResendCooldownSeconds), the wait shown on the button. */
export function ResendCode({
  email,
  justSent,
  result,
}: {
  email: string;
  justSent: boolean;
  result?: FormResult;
}) {
  const cooldown = accountRules.otpResendCooldownSeconds;
  const [left, setLeft] = useCountdown(justSent ? cooldown : 0);
  const { formRef, formError, busy } = useAccountForm('resend', result);
  useSuccess(result?.intent === 'resend' ? result : undefined, () => setLeft(cooldown));
  useEffect(() => {
    if (result?.intent === 'resend' && !result.ok && result.retryAfter) setLeft(result.retryAfter);
  }, [result, setLeft]);

  return (
    <Form method="post" ref={formRef} className="space-y-3">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <FormAlert message={formError} />
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-stone-200">
        <p className="text-sm text-stone-700">Didn’t get the code?</p>
        <SubmitButton
          busy={busy}
          busyLabel="Sending…"
          disabled={left > 0}
          className={`${secondaryButton} min-w-44`}
        >
          {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
        </SubmitButton>
      </div>
    </Form>
  );
}
