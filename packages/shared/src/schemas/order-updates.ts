import { updateChannels } from '../rules/order-updates.ts';
import { PhoneSchema } from './accounts.ts';
import { z } from './zod.ts';

/** The texts of the order-update choice, on the checkout and profile pages alike. */
export const orderUpdatesTexts = {
  checkbox: 'Send me order updates on WhatsApp',
  bySms: 'by SMS instead',
  hint: 'Placed, shipped, out for delivery and delivered, to the phone above. Reply STOP or untick on your profile to stop.',
  saved: 'Your order updates choice is saved',
  off: 'You will get no more order updates by WhatsApp or SMS',
} as const;

/**
 * PUT /notifications/order-updates: how the customer wants order updates besides e-mail. `none`
 * withdraws consent; a channel needs the Indian mobile to send to (400 names `phone` otherwise).
 */
export const OrderUpdatesChoiceSchema = z
  .object({
    channel: z.enum(updateChannels),
    phone: PhoneSchema.optional(),
    /** Where the customer made the choice, kept with it for the record. */
    source: z.enum(['checkout', 'profile']).default('profile'),
  })
  .superRefine((value, context) => {
    if (value.channel !== 'none' && !value.phone) {
      context.addIssue({
        code: 'custom',
        path: ['phone'],
        message: 'Enter the mobile number to send updates to',
      });
    }
  });
export type OrderUpdatesChoice = z.input<typeof OrderUpdatesChoiceSchema>;

/** The customer's current choice; `since` is when it was made (null: never chosen). */
export const OrderUpdatesResponseSchema = z.object({
  success: z.literal(true),
  orderUpdates: z.object({
    channel: z.enum(updateChannels),
    phone: z.string().nullable(),
    since: z.string().nullable(),
  }),
});
export type OrderUpdatesResponse = z.infer<typeof OrderUpdatesResponseSchema>;
