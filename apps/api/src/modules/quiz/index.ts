/** The quiz module's public entry. */

export { countQuizSubmissions, listQuizSubmissions } from './quiz.queries.ts';
export { quizAccountLimit, quizRateLimit, quizRoutes } from './quiz.routes.ts';
export { QuizService } from './quiz.service.ts';
