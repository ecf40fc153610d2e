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
  done: (kind: EmailOptOutKind) =>
    `You have been unsubscribed. You will get no more ${emailOptOutLabels[kind]} from us.`,
} as const;

/** GET /mail/unsubscribe: the signed token of an e-mail's unsubscribe link. */
export const MailUnsubscribeQuerySchema = z.object({
  token: plainTextSchema('Token', { max: 200 }),
});

export const MailUnsubscribeResponseSchema = z.object({
  success: z.literal(true),
  kind: EmailOptOutKindSchema,
  message: z.string(),
});
export type MailUnsubscribeResponse = z.infer<typeof MailUnsubscribeResponseSchema>;
