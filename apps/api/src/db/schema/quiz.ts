import { sql } from 'drizzle-orm';
import { check, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { newId } from '../../lib/ids.ts';

const at = (name: string) => timestamp(name, { withTimezone: true });

/** Each finished quiz: the answers, the score the server computed, and the contact data given. */
export const quizSubmissions = pgTable(
  'quiz_submissions',
  {
    id: text('id').primaryKey().$defaultFn(newId),
    answers: jsonb('answers').$type<number[]>().notNull(),
    score: integer('score').notNull(),
    zone: text('zone').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    createdAt: at('created_at').notNull().defaultNow(),
  },
  (t) => [check('quiz_submissions_score_valid', sql`${t.score} BETWEEN 0 AND 10`)],
);
