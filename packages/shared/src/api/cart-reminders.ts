import { MailUnsubscribeQuerySchema, MailUnsubscribeResponseSchema } from '../schemas/email-preferences.ts';
import type { RouteTable } from './route.ts';

export const cartRemindersRoutes = {
  'GET /mail/unsubscribe': { query: MailUnsubscribeQuerySchema, response: MailUnsubscribeResponseSchema },
} satisfies RouteTable;
