import { DayQuerySchema } from './common.ts';
import { z } from './zod.ts';

// Reminders of carts left behind (docs/PRODUCT.md §4.12). Delays are whole hours after the
// cart last changed; a week is the most, so no reminder arrives for a cart the shopper forgot long ago.

export const CART_REMINDER_MAX_DELAY_HOURS = 168;
/** An order placed this many days after a reminder counts the cart as recovered. */
export const CART_RECOVERY_DAYS = 7;

const hours = (label: string) =>
  z
    .number({ error: `${label} must be a number of hours` })
    .int(`${label} must be whole hours`)
    .min(1, `${label} is at least 1 hour`)
    .max(
      CART_REMINDER_MAX_DELAY_HOURS,
      `${label} is at most ${CART_REMINDER_MAX_DELAY_HOURS} hours (7 days)`,
    );

/** PUT /admin/cart-reminders/settings: the owner's choices and the version the page read. */
export const CartReminderSettingsInputSchema = z
  .object({
    enabled: z.boolean({ error: 'enabled is true or false' }),
    delayHours: hours('Reminder delay'),
    secondEnabled: z.boolean({ error: 'secondEnabled is true or false' }),
    secondDelayHours: hours('Second reminder delay'),
    /** A promo code the shop has; required when the second reminder is on. */
    secondPromoCode: z
      .string({ error: 'secondPromoCode is a promo code or null' })
      .trim()
      .toUpperCase()
      .max(40, 'Promo code must be at most 40 characters')
      .transform((code) => code || null)
      .nullable(),
    version: z.number({ error: 'version is the number the page read' }).int().min(1),
  })
  .superRefine((settings, context) => {
    if (settings.secondDelayHours <= settings.delayHours) {
      context.addIssue({
        code: 'custom',
        path: ['secondDelayHours'],
        message: 'Second reminder delay must be longer than the first reminder delay',
      });
    }
    if (settings.secondEnabled && !settings.secondPromoCode) {
      context.addIssue({
        code: 'custom',
        path: ['secondPromoCode'],
        message: 'Choose the promo code the second reminder offers',
      });
    }
  });
export type CartReminderSettingsInput = z.input<typeof CartReminderSettingsInputSchema>;
export type CartReminderSettingsSave = z.output<typeof CartReminderSettingsInputSchema>;

export const CartReminderSettingsViewSchema = z.object({
  enabled: z.boolean(),
  delayHours: z.number().int(),
  secondEnabled: z.boolean(),
  secondDelayHours: z.number().int(),
  secondPromoCode: z.string().nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type CartReminderSettingsView = z.infer<typeof CartReminderSettingsViewSchema>;
export const CartReminderSettingsResponseSchema = z.object({
  settings: CartReminderSettingsViewSchema,
  /** The shop's active promo codes, which the second reminder may offer. */
  promoCodes: z.array(z.string()),
});
export type CartReminderSettingsResponse = z.infer<typeof CartReminderSettingsResponseSchema>;

/** The owner's form (/admin/cart-reminders): checkboxes send "on" or nothing, numbers arrive as text. */
const wholeNumber = z
  .string()
  .transform((text) => (/^\d{1,4}$/.test(text.trim()) ? Number(text) : Number.NaN));
export const CartReminderSettingsFormSchema = z
  .object({
    enabled: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
    delayHours: wholeNumber,
    secondEnabled: z
      .string()
      .optional()
      .transform((value) => value === 'on'),
    secondDelayHours: wholeNumber,
    secondPromoCode: z
      .string()
      .default('')
      .transform((code): string | null => code || null),
    version: z.string().transform(Number),
  })
  .pipe(CartReminderSettingsInputSchema);

/** GET /admin/cart-reminders/summary: whole India days, both included (the last 30 days when not given). */
export const CartReminderSummaryQuerySchema = z
  .object({ from: DayQuerySchema.optional(), to: DayQuerySchema.optional() })
  .superRefine((query, context) => {
    if (query.from && query.to && query.from > query.to) {
      context.addIssue({ code: 'custom', path: ['to'], message: 'to cannot be before from' });
    }
  });

export const CartReminderSummarySchema = z.object({
  from: z.string(),
  to: z.string(),
  /** Reminder e-mails sent in the period (first and second). */
  remindersSent: z.number().int(),
  /** Reminded carts whose shopper placed an order within CART_RECOVERY_DAYS of a reminder. */
  cartsRecovered: z.number().int(),
  /** Those orders' totals, in paise (cancelled orders do not count). */
  revenueRecoveredPaise: z.number().int(),
});
export type CartReminderSummary = z.infer<typeof CartReminderSummarySchema>;
export const CartReminderSummaryResponseSchema = z.object({ summary: CartReminderSummarySchema });
