import { pendingSignupDays } from '../rules/pending-signup.ts';
import { isIndianMobile, normalizeIndianMobile } from '../rules/phone.ts';
import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** The httpOnly cookie that carries the session token in browsers (docs/ARCHITECTURE.md, Sessions and security). */
export const sessionCookieName = 'shop_session';
/** The httpOnly cookie that keeps a sign-up token while the code is typed: it binds the code to that attempt. */
export const signupCookieName = 'shop_signup';

/** One-time codes and passwords: the numbers both the pages and the API rely on. */
export const accountRules = {
  otpLength: 6,
  otpTtlMinutes: 10,
  otpMaxAttempts: 5,
  otpResendCooldownSeconds: 60,
  /** A sign-up not verified within this many days of its last attempt is gone (rules/pending-signup.ts). */
  pendingSignupDays,
  /** Above the first description's 6 on purpose (docs/PRODUCT.md §13): docs/decisions/0002-password-hashing.md. */
  passwordMinLength: 8,
  passwordMaxLength: 128,
  sessionDays: 30,
} as const;

/** Texts of docs/PRODUCT.md §8 and of the account errors, shared by the API and the pages. */
export const authMessages = {
  loginSuccess: 'Login successful!',
  accountCreated: 'Account created successfully!',
  otpVerified: 'OTP verified successfully',
  otpSent: 'We have sent a 6-digit code to your email.',
  profileUpdated: 'Profile updated successfully!',
  loggedOut: 'Logged out successfully',
  loginFailed: 'Login failed',
  signupFailed: 'Signup failed',
  resetFailed: 'Password reset request failed',
  updateProfileFailed: 'Failed to update profile',
  deleteAccountFailed: 'Failed to delete account',
  userDetailsFailed: 'Failed to get user details',
  emailReadOnly: 'Email cannot be changed',
  invalidCredentials: 'Invalid email or password',
  emailNotVerified: 'Please verify your email before logging in. We have sent a new code to your email.',
  /** Login to a pending account when its code limit is used up: nothing was sent this time. */
  emailNotVerifiedNoCode:
    'Please verify your email before logging in. Use the latest code we sent to your email.',
  invalidOtp: 'Invalid OTP',
  otpExpired: 'OTP has expired. Request a new one.',
  otpLocked: 'Too many wrong attempts. Request a new OTP.',
  emailTaken: 'An account with this email already exists',
  userNameTaken: 'This username is taken',
  alreadyVerified: 'This email is already verified. Please log in.',
  signupCodeResent: 'If a sign-up is waiting for this email, we have sent it a new code.',
  resetCodeSent: 'If an account exists for this email, a reset code has been sent.',
  passwordReset: 'Your password has been reset. Please log in with your new password.',
  passwordChanged: 'Your password has been changed. Other devices have been signed out.',
  wrongCurrentPassword: 'Your current password is incorrect',
  loggedOutEverywhere: 'You have been logged out of all devices',
  accountDeleted: 'Your account has been deleted',
  deleteOwnOnly: 'You can only delete your own account',
} as const;

/** A person's name: shown in e-mails, invoices and the admin console, so no markup. */
const personName = (label: string) => plainTextSchema(label, { max: 50, noMarkup: true });

export const EmailSchema = z
  .string({ error: 'Email is required' })
  .trim()
  .toLowerCase()
  .min(1, 'Email is required')
  .max(254, 'Email is too long')
  .regex(z.regexes.email, 'Enter a valid email address');

const PasswordSchema = z
  .string()
  .min(
    accountRules.passwordMinLength,
    `Password must be at least ${accountRules.passwordMinLength} characters`,
  )
  .max(
    accountRules.passwordMaxLength,
    `Password must be at most ${accountRules.passwordMaxLength} characters`,
  );

const UserNameSchema = z
  .string()
  .trim()
  .min(3, 'Username must be at least 3 characters')
  .max(30, 'Username must be at most 30 characters')
  .regex(/^[A-Za-z0-9._-]+$/, 'Username may only use letters, digits, dots, dashes and underscores');

/** A 10-digit Indian mobile number; +91, spaces and dashes are accepted and removed. */
export const PhoneSchema = z
  .string()
  .trim()
  .min(1, 'Phone is required')
  .refine(isIndianMobile, 'Enter a 10-digit Indian mobile number starting with 6, 7, 8 or 9')
  .transform((value) => normalizeIndianMobile(value) ?? value);

const OtpSchema = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code from the email');

export const signupFields = {
  firstName: 'First name',
  lastName: 'Last name',
  userName: 'Username',
  email: 'Email',
  phone: 'Phone',
  password: 'Password',
} as const;
export type SignupField = keyof typeof signupFields;

/** The signup fields that are absent or blank (docs/PRODUCT.md §5: all six are required). */
export function missingSignupFields(input: unknown): SignupField[] {
  const values = (input && typeof input === 'object' ? input : {}) as Record<string, unknown>;
  return (Object.keys(signupFields) as SignupField[]).filter((field) => {
    const value = values[field];
    return typeof value !== 'string' || value.trim() === '';
  });
}

/** docs/PRODUCT.md §5: 'Please fill in all required fields: {list of missing fields}'. */
export function missingFieldsMessage(fields: SignupField[]): string {
  return `Please fill in all required fields: ${fields.map((field) => signupFields[field]).join(', ')}`;
}

export const SignupSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  userName: UserNameSchema,
  email: EmailSchema,
  phone: PhoneSchema,
  password: PasswordSchema,
});
export type Signup = z.infer<typeof SignupSchema>;

export const VerifySignupOtpSchema = z.object({ otp: OtpSchema, email: EmailSchema });
export const EmailOnlySchema = z.object({ email: EmailSchema });
export const LoginSchema = z.object({
  email: EmailSchema,
  password: z
    .string()
    .min(1, 'Password is required')
    .max(accountRules.passwordMaxLength, 'Password is too long'),
});
export type Login = z.infer<typeof LoginSchema>;
export const ResetPasswordSchema = z.object({ email: EmailSchema, otp: OtpSchema, password: PasswordSchema });
export const ChangePasswordSchema = z.object({
  currentPassword: z.string().min(1, 'Current password is required').max(accountRules.passwordMaxLength),
  newPassword: PasswordSchema,
});

/** Profile edit (PUT): the e-mail may be sent back unchanged, never changed ('Email cannot be changed'). */
export const UpdateProfileSchema = z.object({
  firstName: personName('First name'),
  lastName: personName('Last name'),
  userName: UserNameSchema,
  phone: PhoneSchema,
  email: plainTextSchema('Email', { max: 254, min: 0 }).optional(),
});
export type UpdateProfile = z.infer<typeof UpdateProfileSchema>;

export const UserDetailsRequestSchema = z.object({ userId: IdSchema });
export const GoogleSignInSchema = z.object({
  credential: plainTextSchema('The Google credential', { max: 8192 }),
});

const roles = ['customer', 'admin'] as const;

/** A user as the API shows it; never the password hash. */
const UserSchema = z.object({
  _id: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  userName: z.string(),
  email: z.string(),
  phone: z.string(),
  role: z.enum(roles),
  emailVerified: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof UserSchema>;

/** Sign-up, OTP verification, login and Google sign-in all answer this (docs/PRODUCT.md §7: token, user). */
export const AuthResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  token: z.string(),
  user: UserSchema,
});
export type AuthResponse = z.infer<typeof AuthResponseSchema>;
export const MessageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof MessageResponseSchema>;
export const MeResponseSchema = z.object({
  user: UserSchema,
  /** Units in the cart, for the header badge (docs/PRODUCT.md §2). */
  cartCount: z.number().int().min(0),
});
export type MeResponse = z.infer<typeof MeResponseSchema>;
export const UserResponseSchema = z.object({ success: z.literal(true), user: UserSchema });
export const UserDetailsResponseSchema = z.object({
  success: z.literal(true),
  token: z.string().optional(),
  user: UserSchema,
});
