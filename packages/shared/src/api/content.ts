import { MessageResponseSchema } from '../schemas/accounts.ts';
import { AdminIdParamsSchema } from '../schemas/admin.ts';
import {
  AdminContentPageQuerySchema,
  AdminMessageListSchema,
  AdminMessagePatchSchema,
  AdminMessageSchema,
  AdminNewsletterSummarySchema,
  AdminQuizSubmissionListSchema,
} from '../schemas/admin-content.ts';
import {
  BlogIdParamsSchema,
  BlogPostInputSchema,
  BlogPostResponseSchema,
  BlogPostsResponseSchema,
  BlogPostWriteResponseSchema,
  ContactMessageSchema,
  NewsletterConfirmSchema,
  NewsletterSubscribeSchema,
  NewsletterUnsubscribeQuerySchema,
  QuizResultSchema,
  QuizSubmissionSchema,
} from '../schemas/content.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's contact routes: the contract test holds these copies to them.
const ContactSentSchema = z.object({ success: z.literal(true), message: z.string() });
const AdminMessageResponseSchema = z.object({ message: AdminMessageSchema });

/** The blog, the contact form, the quiz and the newsletter, with their admin pages. */
export const contentRoutes = {
  'GET /blogs/getPosts': { response: BlogPostsResponseSchema },
  'GET /blogs/getPost/:id': { params: BlogIdParamsSchema, response: BlogPostResponseSchema },
  'POST /blogs/addPost': { body: BlogPostInputSchema, response: BlogPostWriteResponseSchema },
  'PUT /blogs/updatePost/:id': {
    params: BlogIdParamsSchema,
    body: BlogPostInputSchema,
    response: BlogPostWriteResponseSchema,
  },
  'DELETE /blogs/deletePost/:id': { params: BlogIdParamsSchema, response: MessageResponseSchema },
  'POST /contact/saveMessage': { body: ContactMessageSchema, response: ContactSentSchema },
  'POST /quiz/submit': { body: QuizSubmissionSchema, response: QuizResultSchema },
  'POST /newsletter/subscribe': { body: NewsletterSubscribeSchema, response: MessageResponseSchema },
  'POST /newsletter/confirm': { body: NewsletterConfirmSchema, response: MessageResponseSchema },
  'GET /newsletter/unsubscribe': { query: NewsletterUnsubscribeQuerySchema, response: MessageResponseSchema },
  'POST /newsletter/unsubscribe': { body: NewsletterUnsubscribeQuerySchema, response: MessageResponseSchema },

  'GET /admin/messages': { query: AdminContentPageQuerySchema, response: AdminMessageListSchema },
  'PATCH /admin/messages/:id': {
    params: AdminIdParamsSchema,
    body: AdminMessagePatchSchema,
    response: AdminMessageResponseSchema,
  },
  'GET /admin/quiz-submissions': {
    query: AdminContentPageQuerySchema,
    response: AdminQuizSubmissionListSchema,
  },
  'GET /admin/newsletter': { query: AdminContentPageQuerySchema, response: AdminNewsletterSummarySchema },
} satisfies RouteTable;
