/** The quiz module's public entry. */
export { quizRateLimit, quizRoutes } from './quiz.routes.ts';
export { QuizService } from './quiz.service.ts';
