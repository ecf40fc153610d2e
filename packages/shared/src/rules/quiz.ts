/** The wellness quiz's shape (docs/PRODUCT.md, Quiz): 10 scored questions, then phone, then name and e-mail. */
export const quizRules = {
  questionCount: 10,
  /** Each question offers 5 options, scored by their index 0 to 4. */
  optionCount: 5,
  maxOptionScore: 4,
  /** 10 questions + the phone step + the name-and-e-mail step. */
  stepCount: 12,
  /** The phone step needs at least this many characters after trimming. */
  phoneMinLength: 10,
  phoneMaxLength: 20,
} as const;

export const quizZones = ['Optimal Zone', 'Gamma Zone', 'Beta Zone'] as const;
export type QuizZone = (typeof quizZones)[number];

/**
 * The score 0..10: sum of the option indices over (4 × number of questions), times 10, rounded and
 * clamped. Out-of-range answers are clamped too, so the score stays a score even for bad input.
 */
export function scoreQuiz(answers: readonly number[]): number {
  if (answers.length === 0) return 0;
  const sum = answers.reduce(
    (total, answer) =>
      total + Math.min(quizRules.maxOptionScore, Math.max(0, Number.isFinite(answer) ? answer : 0)),
    0,
  );
  const score = Math.round((sum / (quizRules.maxOptionScore * answers.length)) * 10);
  return Math.min(10, Math.max(0, score));
}

/** Optimal Zone for 8 to 10, Gamma Zone for 5 to 7, Beta Zone below 5. */
export function quizZone(score: number): QuizZone {
  if (score >= 8) return 'Optimal Zone';
  if (score >= 5) return 'Gamma Zone';
  return 'Beta Zone';
}
