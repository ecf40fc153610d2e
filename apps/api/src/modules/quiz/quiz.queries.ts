import { desc } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import { quizSubmissions } from '../../db/schema/index.ts';

/** Every finished quiz, newest first, for the admin console (the answers stay out of the list). */
export function listQuizSubmissions(db: Executor) {
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
    .orderBy(desc(quizSubmissions.createdAt), desc(quizSubmissions.id));
}
