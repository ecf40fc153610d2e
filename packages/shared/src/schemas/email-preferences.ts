import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

// Per-user opt-outs of marketing e-mails (docs/PRODUCT.md §4.12). Order mail,
// codes and replies are not marketing and have no opt-out.

/** The kinds of marketing e-mail a customer can stop one by one; a new kind is added here and in the table's CHECK. */
export const emailOptOutKinds = ['cart_reminder', 'review_invite'] as const;
export type EmailOptOutKind = (typeof emailOptOutKinds)[number];
export const EmailOptOutKindSchema = z.enum(emailOptOutKinds, { error: 'Unknown kind of e-mail' });

/** What the customer is told each kind is, on the unsubscribe page. */
export const emailOptOutLabels: Record<EmailOptOutKind, string> = {
  cart_reminder: 'cart reminders',
  review_invite: 'review invitations',
};

export const mailUnsubscribeMessages = {
  invalid: 'This unsubscribe link is not valid',
  confirm: (kind: EmailOptOutKind) => `Unsubscribe from ${emailOptOutLabels[kind]}?`,
  done: (kind: EmailOptOutKind) =>
    `You have been unsubscribed. You will get no more ${emailOptOutLabels[kind]} from us.`,
} as const;

const UnsubscribeTokenSchema = plainTextSchema('Token', { max: 200 });

/** GET /mail/unsubscribe: the signed token of an e-mail's unsubscribe link. */
export const MailUnsubscribeQuerySchema = z.object({ token: UnsubscribeTokenSchema });

/** GET /mail/unsubscribe's answer: the kind the link would stop (`message` asks); nothing is changed. */
export const MailUnsubscribeCheckResponseSchema = z.object({
  success: z.literal(true),
  kind: EmailOptOutKindSchema,
  message: z.string(),
});

/**
 * POST /mail/unsubscribe's query: the token, when the mail provider posts the List-Unsubscribe URL
 * itself (RFC 8058 one-click); the shop's page sends it in the body instead.
 */
export const MailUnsubscribeOneClickQuerySchema = z.object({ token: UnsubscribeTokenSchema.optional() });

/** POST /mail/unsubscribe's body: `{ token }` as JSON, or RFC 8058's form `List-Unsubscribe=One-Click`. */
export const MailUnsubscribeBodySchema = z.object({
  token: UnsubscribeTokenSchema.optional(),
  'List-Unsubscribe': z.literal('One-Click', { error: 'List-Unsubscribe must be One-Click' }).optional(),
});

/** POST /mail/unsubscribe's answer: the kind now stopped. */
export const MailUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  kind: EmailOptOutKindSchema,
  message: z.string(),
});
export type MailUnsubscribeResponse = z.infer<typeof MailUnsubscribeResponseSchema>;
