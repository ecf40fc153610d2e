import { AdminContentPageQuerySchema, AdminQuizSubmissionListSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { adminOnly, errors, security } from '../admin/index.ts';
import type { QuizAdmin } from './quiz.admin.ts';

/** Quiz submissions (docs/PRODUCT.md, Admin console), at /api/admin behind the admin guard. */
export const quizAdminRoutes: FastifyPluginAsyncZod<{ ctx: { quizAdmin: QuizAdmin } }> = async (
  app,
  { ctx },
) => {
  const quiz = ctx.quizAdmin;
  adminOnly(app);

  app.get(
    '/quiz-submissions',
    {
      schema: {
        tags: ['admin: content'],
        summary: 'Finished wellness quizzes, newest first, with score and zone; a page at a time',
        security,
        querystring: AdminContentPageQuerySchema,
        response: { 200: AdminQuizSubmissionListSchema, ...errors(400) },
      },
    },
    async (request) => quiz.submissions(request.query),
  );
};
