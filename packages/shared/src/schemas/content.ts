import { quizRules, quizZones } from '../rules/quiz.ts';
import { EmailSchema } from './accounts.ts';
import { IdSchema } from './common.ts';
import { hasRefusedCharacters, plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Texts of docs/PRODUCT.md's error catalogue for the blog, shared by the API and the pages. */
export const blogMessages = {
  fetchFailed: 'Failed to fetch blogs',
  fetchPostFailed: 'Failed to fetch blog post',
  notFound: 'Blog post not found',
  created: 'Blog created successfully',
  updated: 'Blog updated successfully',
  deleted: 'Blog deleted successfully',
  createFailed: 'Failed to create blog',
  updateFailed: 'Failed to update blog',
  deleteFailed: 'Failed to delete blog',
  imageUploadFailed: 'Image upload failed',
} as const;

export const blogLimits = {
  titleMax: 150,
  descriptionMax: 600,
  secondaryDescMax: 3000,
  /** Characters of HTML before cleaning; a long illustrated article fits. */
  contentMax: 200_000,
  secondaryImgMax: 12,
} as const;

/**
 * An image of a post: a file the shop's own upload pipeline wrote (`/uploads/...webp`). Links to other
 * hosts or `javascript:` never reach a page through a post.
 */
export const BlogImageSchema = z
  .string()
  .trim()
  .max(300)
  .regex(/^\/uploads\/[A-Za-z0-9/_-]+\.webp$/, 'Upload the image through the image uploader');

/** The body of POST /blogs/addPost and PUT /blogs/updatePost/{id}. `content` is HTML, cleaned on write. */
export const BlogPostInputSchema = z.object({
  title: plainTextSchema('Title', { max: blogLimits.titleMax, noMarkup: true }),
  description: plainTextSchema('Description', {
    max: blogLimits.descriptionMax,
    multiline: true,
    noMarkup: true,
  }),
  secondaryDesc: plainTextSchema('Secondary description', {
    max: blogLimits.secondaryDescMax,
    multiline: true,
    noMarkup: true,
  }),
  mainImg: z.union([z.literal(''), BlogImageSchema]).default(''),
  secondaryImg: z.array(BlogImageSchema).max(blogLimits.secondaryImgMax).default([]),
  content: z
    .string({ error: 'Content must be text' })
    .max(blogLimits.contentMax, `Content must be at most ${blogLimits.contentMax} characters`)
    .refine((value) => !hasRefusedCharacters(value), 'Content contains characters that are not allowed')
    .default(''),
});
export type BlogPostInput = z.input<typeof BlogPostInputSchema>;
/** A post's fields after validation (defaults filled in). */
export type BlogPostFields = z.output<typeof BlogPostInputSchema>;

/** A post as the API answers it (docs/PRODUCT.md, Entities): `content` is the cleaned HTML. */
export const BlogPostSchema = z.object({
  _id: z.string(),
  title: z.string(),
  mainImg: z.string(),
  description: z.string(),
  secondaryImg: z.array(z.string()),
  secondaryDesc: z.string(),
  content: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type BlogPost = z.infer<typeof BlogPostSchema>;

export const BlogPostsResponseSchema = z.object({ posts: z.array(BlogPostSchema) });
export const BlogPostResponseSchema = z.object({ post: BlogPostSchema });
export const BlogPostWriteResponseSchema = z.object({
  success: z.literal(true),
  message: z.string(),
  post: BlogPostSchema,
});
export const BlogIdParamsSchema = z.object({ id: IdSchema });

export const contactMessages = {
  sent: 'Message sent successfully!',
  received: 'Thank you for writing to us. Our support team will reply within one working day.',
  serverError: 'Server error. Please try again.',
} as const;

/** POST /contact/saveMessage: name, e-mail, subject and message required, phone optional. */
export const ContactMessageSchema = z.object({
  name: plainTextSchema('Name', { max: 100, noMarkup: true }),
  email: EmailSchema,
  phone: plainTextSchema('Phone', { max: 20, min: 0 })
    .refine((value) => /^[+\d\s()-]*$/.test(value), 'Phone may only contain digits, spaces, + and -')
    .optional()
    .default(''),
  subject: plainTextSchema('Subject', { max: 150, noMarkup: true }),
  message: plainTextSchema('Message', { max: 5000, multiline: true }),
});
export type ContactMessage = z.input<typeof ContactMessageSchema>;
export type ContactMessageFields = z.output<typeof ContactMessageSchema>;

/** POST /quiz/submit: the answers are option indices; the server scores them itself. */
export const QuizSubmissionSchema = z.object({
  answers: z
    .array(
      z
        .number({ error: 'Each answer must be a number' })
        .int('Each answer must be a whole number')
        .min(0, 'Each answer must be from 0 to 4')
        .max(quizRules.maxOptionScore, 'Each answer must be from 0 to 4'),
      { error: 'Answers are required' },
    )
    .length(quizRules.questionCount, `Answer all ${quizRules.questionCount} questions`),
  name: plainTextSchema('Name', { max: 100, noMarkup: true }),
  email: EmailSchema,
  phone: plainTextSchema('Phone', { max: quizRules.phoneMaxLength, min: quizRules.phoneMinLength }),
});
export type QuizSubmission = z.input<typeof QuizSubmissionSchema>;
export type QuizSubmissionFields = z.output<typeof QuizSubmissionSchema>;

export const QuizResultSchema = z.object({
  score: z.number().int().min(0).max(10),
  zone: z.enum(quizZones),
});
export type QuizResult = z.infer<typeof QuizResultSchema>;

export const newsletterMessages = {
  /** The same for every address (new, waiting or subscribed), so the form tells nobody who subscribes. */
  subscribed: 'Thank you for subscribing! Please check your inbox to confirm your subscription.',
  confirmed: 'Your subscription is confirmed. Thank you for joining us!',
  confirmUnknown: 'This confirmation link is not valid. Please subscribe again.',
  confirmExpired: 'This confirmation link has expired. Please subscribe again.',
  /** GET /newsletter/unsubscribe: opening the link only asks (mail scanners open links too). */
  unsubscribeConfirm: 'Press Confirm to stop the newsletter at this address.',
  unsubscribed: 'You have been unsubscribed. You will get no more newsletters from us.',
} as const;

export const NewsletterSubscribeSchema = z.object({ email: EmailSchema });
/** GET /newsletter/unsubscribe (checks the link) and POST /newsletter/unsubscribe (ends it): its token. */
export const NewsletterUnsubscribeQuerySchema = z.object({
  token: plainTextSchema('Token', { max: 100 }),
});
/** POST /newsletter/confirm: the token of the confirmation e-mail's link. */
export const NewsletterConfirmSchema = z.object({
  token: plainTextSchema('Token', { max: 100 }),
});
