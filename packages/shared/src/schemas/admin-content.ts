import { adminPageQuery } from './admin.ts';
import { z } from './zod.ts';

// Contact messages, quiz submissions and newsletter subscribers in the admin console (docs/decisions/0014).

/** `?page=&limit=` of the admin's lists: 20 a page by default, at most 100. */
export const AdminContentPageQuerySchema = z.object(adminPageQuery);

const pageFields = { total: z.number().int(), page: z.number().int(), limit: z.number().int() };

export const AdminMessageSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  subject: z.string(),
  message: z.string(),
  handled: z.boolean(),
  createdAt: z.string(),
});
export type AdminMessage = z.infer<typeof AdminMessageSchema>;

export const AdminMessageListSchema = z.object({
  messages: z.array(AdminMessageSchema),
  /** Messages not yet handled, on every page. */
  unhandled: z.number().int(),
  ...pageFields,
});

export const AdminMessagePatchSchema = z.object({
  handled: z.boolean({ error: 'handled must be true or false' }),
});

export const AdminQuizSubmissionSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  score: z.number().int(),
  zone: z.string(),
  createdAt: z.string(),
});
export type AdminQuizSubmission = z.infer<typeof AdminQuizSubmissionSchema>;

export const AdminQuizSubmissionListSchema = z.object({
  submissions: z.array(AdminQuizSubmissionSchema),
  ...pageFields,
});

export const AdminSubscriberSchema = z.object({ email: z.string(), subscribedAt: z.string() });
export type AdminSubscriber = z.infer<typeof AdminSubscriberSchema>;

/** `subscribed` counts confirmed addresses only; `pending` the sign-ups whose link still works. */
export const AdminNewsletterSummarySchema = z.object({
  subscribed: z.number().int(),
  pending: z.number().int(),
  subscribers: z.array(AdminSubscriberSchema),
  ...pageFields,
});
