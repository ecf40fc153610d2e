/** The wellness quiz's entry. */
export { QuizResult } from './quiz-result';
export { emptyQuiz } from './quiz-state';
export { QuizStep } from './quiz-step';
