import { type QuizResult, type QuizSubmissionFields, quizZone, scoreQuiz } from '@shop/shared';
import type { Db } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema/quiz.ts';
import type { Clock } from '../../lib/clock.ts';

/** Finished quizzes: scored here with the shared rule (never a client's score), then stored. */
export class QuizService {
  constructor(private readonly deps: { db: Db; clock: Clock }) {}

  async submit(submission: QuizSubmissionFields): Promise<QuizResult> {
    const { answers, name, email, phone } = submission;
    const score = scoreQuiz(answers);
    const zone = quizZone(score);
    await this.deps.db
      .insert(quizSubmissions)
      .values({ answers, score, zone, name, email, phone, createdAt: this.deps.clock() });
    return { score, zone };
  }
}
