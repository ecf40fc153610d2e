import { z } from './zod.ts';

// Contact messages, quiz submissions and newsletter subscribers in the admin console (docs/decisions/0014).

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

export const AdminMessageListSchema = z.object({ messages: z.array(AdminMessageSchema) });

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

export const AdminQuizSubmissionListSchema = z.object({ submissions: z.array(AdminQuizSubmissionSchema) });

export const AdminNewsletterSummarySchema = z.object({ subscribed: z.number().int() });
