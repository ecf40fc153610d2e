import { accountRules, VerifySignupOtpSchema } from '@shop/shared';
import { useEffect, useState } from 'react';
import { Form } from 'react-router';
import { useForm } from '~/components/form/use-form';
import { useFormResult } from '~/components/form/use-form-result';
import { Alert } from '~/components/ui/alert';
import { SubmitButton } from '~/components/ui/submit-button';
import { type AnyFormResult, validate } from '~/lib/form-result';
import { OtpCodeField } from './account-fields';

/** The 6-character code (docs/PRODUCT.md §5) for the e-mail the page was opened with. */
export function OtpForm({
  email,
  redirectTo,
  result,
}: {
  email: string;
  redirectTo: string;
  result?: AnyFormResult;
}) {
  const form = useForm({
    intent: 'verify',
    result,
    check: (values) => validate(VerifySignupOtpSchema, values),
  });
  return (
    <Form method="post" ref={form.ref} onSubmit={form.onSubmit} noValidate className="space-y-5">
      <input type="hidden" name="intent" value="verify" />
      <input type="hidden" name="email" value={email} />
      <input type="hidden" name="redirectTo" value={redirectTo} />
      <Alert>{form.message ?? form.fieldErrors.email}</Alert>
      <OtpCodeField
        pattern="[0-9]*"
        required
        errors={form.fieldErrors}
        hint={`The ${accountRules.otpLength}-digit code expires in ${accountRules.otpTtlMinutes} minutes.`}
        className="[&_input]:text-center [&_input]:font-mono [&_input]:text-2xl [&_input]:tracking-[0.5em]"
      />
      <SubmitButton busy={form.busy} busyLabel="Verifying…" full>
        Verify
      </SubmitButton>
    </Form>
  );
}

/** Counts down once a second to zero; setting it starts it again from the new value. */
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
  result?: AnyFormResult;
}) {
  const cooldown = accountRules.otpResendCooldownSeconds;
  const [left, setLeft] = useCountdown(justSent ? cooldown : 0);
  const form = useForm({ intent: 'resend', result });
  useFormResult(result, {
    intent: 'resend',
    onSuccess: () => setLeft(cooldown),
    onFailure: (failure) => {
      if (failure.retryAfter) setLeft(failure.retryAfter);
      return false;
    },
  });

  return (
    <Form method="post" ref={form.ref} className="space-y-3">
      <input type="hidden" name="intent" value="resend" />
      <input type="hidden" name="email" value={email} />
      <Alert>{form.message}</Alert>
      <div className="flex flex-wrap items-center justify-between gap-3 rounded-2xl bg-cream px-4 py-3 ring-1 ring-stone-200">
        <p className="text-sm text-stone-700">Didn’t get the code?</p>
        <SubmitButton
          busy={form.busy}
          busyLabel="Sending…"
          disabled={left > 0}
          variant="outline"
          className="min-w-44"
        >
          {left > 0 ? `Resend code in ${left}s` : 'Resend code'}
        </SubmitButton>
      </div>
    </Form>
  );
}
