import {
  missingFieldsMessage,
  missingSignupFields,
  type Signup,
  SignupSchema,
  signupFields,
} from '@shop/shared';
import { type Checked, type FieldErrors, validate } from '~/lib/form-result';

/**
 * docs/PRODUCT.md §5 for sign-up, in the browser and in the action alike: every missing field is named first
 * ('Please fill in all required fields: ...'), then the shared schema checks the values.
 */
export function checkSignup(values: Record<string, string>): Checked<Signup> {
  const missing = missingSignupFields(values);
  if (missing.length > 0) {
    const fieldErrors: FieldErrors = {};
    for (const field of missing) fieldErrors[field] = `${signupFields[field]} is required`;
    return { ok: false, fieldErrors, message: missingFieldsMessage(missing) };
  }
  return validate(SignupSchema, values);
}
