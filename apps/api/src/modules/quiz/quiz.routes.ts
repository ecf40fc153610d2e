import { ApiErrorSchema, QuizResultSchema, QuizSubmissionSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { QuizService } from './quiz.service.ts';

export const quizRateLimit = { max: 30, timeWindow: 10 * 60_000 };

/**
 * POST /quiz/submit: scores the answers with the shared rule (any score a client sends is ignored:
 * the body schema strips it) and stores the answers with the contact data.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ ctx: { quiz: QuizService } }> = async (app, { ctx }) => {
  app.post(
    '/submit',
    {
      config: { rateLimit: quizRateLimit },
      schema: {
        tags: ['quiz'],
        summary: 'Score a finished wellness quiz',
        body: QuizSubmissionSchema,
        response: { 200: QuizResultSchema, 400: ApiErrorSchema, 429: ApiErrorSchema },
      },
    },
    async (request) => ctx.quiz.submit(request.body),
  );
};
