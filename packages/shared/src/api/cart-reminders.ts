import {
  CartReminderSettingsInputSchema,
  CartReminderSettingsResponseSchema,
  CartReminderSummaryQuerySchema,
  CartReminderSummaryResponseSchema,
} from '../schemas/cart-reminders.ts';
import {
  MailUnsubscribeBodySchema,
  MailUnsubscribeCheckResponseSchema,
  MailUnsubscribeOneClickQuerySchema,
  MailUnsubscribeQuerySchema,
  MailUnsubscribeResponseSchema,
} from '../schemas/email-preferences.ts';
import type { RouteTable } from './route.ts';

export const cartRemindersRoutes = {
  'GET /mail/unsubscribe': {
    query: MailUnsubscribeQuerySchema,
    response: MailUnsubscribeCheckResponseSchema,
  },
  'POST /mail/unsubscribe': {
    query: MailUnsubscribeOneClickQuerySchema,
    body: MailUnsubscribeBodySchema,
    response: MailUnsubscribeResponseSchema,
  },
  'GET /admin/cart-reminders/settings': { response: CartReminderSettingsResponseSchema },
  'PUT /admin/cart-reminders/settings': {
    body: CartReminderSettingsInputSchema,
    response: CartReminderSettingsResponseSchema,
  },
  'GET /admin/cart-reminders/summary': {
    query: CartReminderSummaryQuerySchema,
    response: CartReminderSummaryResponseSchema,
  },
} satisfies RouteTable;
