import { accountRules } from '@shop/shared';
import type { ComponentProps } from 'react';
import { useFieldDraft } from '~/components/form/use-field-draft';
import { PasswordField, TextField } from '~/components/ui/field';
import { phoneDigits } from './phone-input';

type TextFieldProps = ComponentProps<typeof TextField>;
type Preset<Fixed extends keyof TextFieldProps> = Omit<TextFieldProps, Fixed | 'name' | 'label'> &
  Partial<Pick<TextFieldProps, 'name' | 'label'>>;

/** The fields the account forms share, set up once: names, autocomplete and what typing may enter. */

export function EmailField(props: Preset<'type'>) {
  return (
    <TextField
      name="email"
      label="Email"
      type="email"
      autoComplete="email"
      inputMode="email"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

export function UserNameField(props: Preset<never>) {
  return (
    <TextField
      name="userName"
      label="Username"
      autoComplete="username"
      autoCapitalize="none"
      spellCheck={false}
      {...props}
    />
  );
}

/** The mobile number, kept to digits (at most ten) as it is typed; see phone-input. */
export function PhoneField({
  defaultValue = '',
  ...props
}: Preset<'type' | 'value' | 'onChange'> & { defaultValue?: string }) {
  const { draft: phone, setDraft: setPhone, ref } = useFieldDraft(defaultValue);
  return (
    <TextField
      name="phone"
      label="Phone"
      type="tel"
      inputMode="numeric"
      autoComplete="tel-national"
      ref={ref}
      value={phone}
      onChange={(event) => setPhone(phoneDigits(event.target.value))}
      {...props}
    />
  );
}

/** The e-mailed code: digits only, as many as a code has. */
export function OtpCodeField(
  props: Preset<'value' | 'onChange' | 'maxLength' | 'inputMode' | 'autoComplete'>,
) {
  const { draft: otp, setDraft: setOtp, ref } = useFieldDraft('');
  return (
    <TextField
      name="otp"
      label="Verification code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={accountRules.otpLength}
      ref={ref}
      value={otp}
      onChange={(event) => setOtp(event.target.value.replace(/\D/g, '').slice(0, accountRules.otpLength))}
      {...props}
    />
  );
}

/** A new password, with the length rule as its hint. */
export function NewPasswordField(props: Omit<ComponentProps<typeof PasswordField>, 'autoComplete' | 'hint'>) {
  return (
    <PasswordField
      autoComplete="new-password"
      hint={`At least ${accountRules.passwordMinLength} characters.`}
      {...props}
    />
  );
}
