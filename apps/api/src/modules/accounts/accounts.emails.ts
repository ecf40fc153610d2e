import { accountRules } from '@shop/shared';
import type { MailMessage } from '../mail/index.ts';
import { renderEmail } from '../mail/index.ts';

interface Recipient {
  email: string;
  firstName: string;
}

const hello = (user: Recipient) => `Hello ${user.firstName || 'there'},`;

/** The sign-up OTP (also re-sent when an unverified account tries to log in). */
export function signupOtpEmail(shopName: string, user: Recipient, code: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${shopName} verification code`,
    ...renderEmail({
      shopName,
      heading: 'Confirm your email',
      paragraphs: [
        hello(user),
        `Enter this code to finish creating your account. It works once and expires in ${accountRules.otpTtlMinutes} minutes.`,
        'If you did not sign up, you can ignore this email.',
      ],
      code,
    }),
  };
}

/** What a resend request for an address that already has an account gets instead of a code. */
export function accountExistsEmail(shopName: string, user: Recipient): MailMessage {
  return {
    to: user.email,
    subject: `You already have an account at ${shopName}`,
    ...renderEmail({
      shopName,
      heading: 'You already have an account',
      paragraphs: [
        hello(user),
        'Someone asked for a sign-up code for this email, but it already belongs to a confirmed account.',
        'Log in with your password, or choose "Forgot password" on the login page to set a new one.',
        'If this was not you, you can ignore this email: nothing has changed.',
      ],
    }),
  };
}

export function resetCodeEmail(shopName: string, user: Recipient, code: string): MailMessage {
  return {
    to: user.email,
    subject: `Your ${shopName} password reset code`,
    ...renderEmail({
      shopName,
      heading: 'Reset your password',
      paragraphs: [
        hello(user),
        `Enter this code to choose a new password. It works once and expires in ${accountRules.otpTtlMinutes} minutes.`,
        'If you did not ask to reset your password, ignore this email: your password stays as it is.',
      ],
      code,
    }),
  };
}

export function welcomeEmail(shopName: string, user: Recipient): MailMessage {
  return {
    to: user.email,
    subject: `Welcome to ${shopName}`,
    ...renderEmail({
      shopName,
      heading: 'Your account is ready',
      paragraphs: [
        hello(user),
        'Thank you for confirming your email. You can now keep a cart, check out and follow your orders.',
      ],
    }),
  };
}

export function passwordChangedEmail(shopName: string, user: Recipient): MailMessage {
  return {
    to: user.email,
    subject: `Your ${shopName} password was changed`,
    ...renderEmail({
      shopName,
      heading: 'Your password was changed',
      paragraphs: [
        hello(user),
        'The password of your account was just changed, and other devices were signed out.',
        'If this was not you, reset your password now with "Forgot password" on the login page and contact us.',
      ],
    }),
  };
}
