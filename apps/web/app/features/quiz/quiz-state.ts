import { quizRules } from '@shop/shared';
import type { FieldErrors } from '~/lib/form-result';

/** Where a person is in the quiz: carried from step to step in hidden fields, so no JavaScript is needed. */
export interface QuizState {
  /** 0 to 11: ten questions, the phone step, then name and e-mail. */
  step: number;
  /** The option index chosen for each question, or null while unanswered. */
  answers: (number | null)[];
  phone: string;
  name: string;
  email: string;
}

export const PHONE_STEP = quizRules.questionCount;
export const CONTACT_STEP = quizRules.stepCount - 1;

export const emptyQuiz = (): QuizState => ({
  step: 0,
  answers: Array(quizRules.questionCount).fill(null),
  phone: '',
  name: '',
  email: '',
});

function answerOf(value: FormDataEntryValue | null): number | null {
  const number = Number(value);
  return value !== null &&
    value !== '' &&
    Number.isInteger(number) &&
    number >= 0 &&
    number <= quizRules.maxOptionScore
    ? number
    : null;
}

const text = (value: FormDataEntryValue | null) => (typeof value === 'string' ? value : '');

/** Reads the state a step's form carries (hidden fields plus the step's own inputs). */
export function readQuiz(form: FormData): QuizState {
  const step = Number(form.get('step'));
  return {
    step: Number.isInteger(step) && step >= 0 && step < quizRules.stepCount ? step : 0,
    answers: Array.from({ length: quizRules.questionCount }, (_, index) => answerOf(form.get(`a${index}`))),
    phone: text(form.get('phone')).slice(0, 40),
    name: text(form.get('name')).slice(0, 120),
    email: text(form.get('email')).slice(0, 254),
  };
}

/** A simple {something}@{something}.{something} check, as the quiz's last step asks. */
const simpleEmail = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What stops a person leaving this step: no answer, a short phone, no name or a bad e-mail. */
export function stepErrors(state: QuizState): FieldErrors {
  const { step } = state;
  if (step < PHONE_STEP)
    return state.answers[step] === null ? { [`a${step}`]: 'Please choose an answer' } : {};
  if (step === PHONE_STEP) {
    const length = state.phone.trim().length;
    if (length < quizRules.phoneMinLength) {
      return { phone: `Enter a phone number of at least ${quizRules.phoneMinLength} digits` };
    }
    return length > quizRules.phoneMaxLength
      ? { phone: `Enter a phone number of at most ${quizRules.phoneMaxLength} characters` }
      : {};
  }
  const errors: FieldErrors = {};
  if (!state.name.trim()) errors.name = 'Please enter your name';
  if (!simpleEmail.test(state.email.trim())) errors.email = 'Please enter a valid email address';
  return errors;
}
