/** The quiz module's public entry: the wellness quiz, and the owner's list of submissions. */

export { QuizAdmin } from './quiz.admin.ts';
export { quizAdminRoutes } from './quiz.admin-routes.ts';
export { quizAccountLimit, quizRateLimit, quizRoutes } from './quiz.routes.ts';
export { QuizService } from './quiz.service.ts';
