import { QuizResultSchema, QuizSubmissionSchema } from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../lib/route-schemas.ts';
import { byAccount, type Limit, limitBy } from '../../plugins/rate-limit-store.ts';
import type { QuizService } from './quiz.service.ts';

export const quizRateLimit = { max: 30, timeWindow: 10 * 60_000 };
/** Per signed-in account, whatever the address (the per-address limit leaves room for a family behind one NAT). */
export const quizAccountLimit: Limit = { max: 10, windowMinutes: 10 };

/**
 * POST /quiz/submit: scores the answers with the shared rule (any score a client sends is ignored:
 * the body schema strips it) and stores the answers with the contact data.
 */
export const quizRoutes: FastifyPluginAsyncZod<{ ctx: { quiz: QuizService } }> = async (app, { ctx }) => {
  const perAccount = limitBy(
    app,
    'quiz-account',
    quizAccountLimit,
    byAccount,
    'quiz submissions from your account',
  );
  app.post(
    '/submit',
    {
      config: { rateLimit: quizRateLimit },
      preHandler: perAccount,
      schema: {
        tags: ['quiz'],
        summary: 'Score a finished wellness quiz',
        body: QuizSubmissionSchema,
        response: { 200: QuizResultSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => ctx.quiz.submit(request.body),
  );
};
