import type { Db } from '../../db/client.ts';
import { countQuizSubmissions, listQuizSubmissions } from './quiz.queries.ts';

/** The owner's side of the wellness quiz: the finished quizzes, a page at a time. */
export class QuizAdmin {
  constructor(private readonly deps: { db: Db }) {}

  async submissions(page: { page: number; limit: number }) {
    const [rows, total] = await Promise.all([
      listQuizSubmissions(this.deps.db, page),
      countQuizSubmissions(this.deps.db),
    ]);
    return {
      submissions: rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString() })),
      total,
      ...page,
    };
  }
}
