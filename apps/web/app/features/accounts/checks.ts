import {
  missingFieldsMessage,
  missingSignupFields,
  type Signup,
  SignupSchema,
  signupFields,
} from '@shop/shared';
import { type FieldErrors, type Validated, validate } from './forms';

export type Checked<T> = Validated<T> | { ok: false; fieldErrors: FieldErrors; formError?: string };

/**
 * SPEC §5 for sign-up, in the browser and in the action alike: every missing field is named first
 * ('Please fill in all required fields: ...'), then the shared schema checks the values.
 */
export function checkSignup(values: Record<string, string>): Checked<Signup> {
  const missing = missingSignupFields(values);
  if (missing.length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const field of missing) fieldErrors[field] = `${signupFields[field]} is required`;
    return { ok: false, fieldErrors, formError: missingFieldsMessage(missing) };
  }
  return validate(SignupSchema, values);
}

/** API error codes that belong to one field, so the message shows under it as well. */
export const fieldOfCode: Record<string, string> = {
  EMAIL_TAKEN: 'email',
  USERNAME_TAKEN: 'userName',
  INVALID_OTP: 'otp',
  OTP_EXPIRED: 'otp',
  OTP_LOCKED: 'otp',
  WRONG_PASSWORD: 'currentPassword',
  EMAIL_READ_ONLY: 'email',
};
