/** The server-only part of the quiz's entry. */
export { type QuizView, quizAction } from './quiz.server';
