import { count, desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema/quiz.ts';

/** One page of the finished quizzes, newest first, for the admin console (the answers stay out of the list). */
export function listQuizSubmissions(db: Executor, page: { page: number; limit: number }) {
  return db
    .select({
      id: quizSubmissions.id,
      name: quizSubmissions.name,
      email: quizSubmissions.email,
      phone: quizSubmissions.phone,
      score: quizSubmissions.score,
      zone: quizSubmissions.zone,
      createdAt: quizSubmissions.createdAt,
    })
    .from(quizSubmissions)
    .orderBy(desc(quizSubmissions.createdAt), desc(quizSubmissions.id))
    .limit(page.limit)
    .offset((page.page - 1) * page.limit);
}

export async function countQuizSubmissions(db: Executor): Promise<number> {
  const [row] = await db.select({ n: count() }).from(quizSubmissions);
  return row?.n ?? 0;
}
