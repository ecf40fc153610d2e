import { quizRules } from '@shop/shared';
import { describe, expect, it } from 'vitest';
import { emptyQuiz, PHONE_STEP, stepErrors } from './quiz-state';

const atPhoneStep = (phone: string) => ({ ...emptyQuiz(), step: PHONE_STEP, phone });

describe('the quiz phone step', () => {
  it('stops a phone shorter or longer than the server accepts on the step that shows it', () => {
    expect(stepErrors(atPhoneStep('98765'))).toEqual({
      phone: `Enter a phone number of at least ${quizRules.phoneMinLength} digits`,
    });
    expect(stepErrors(atPhoneStep('9'.repeat(quizRules.phoneMaxLength + 1)))).toEqual({
      phone: `Enter a phone number of at most ${quizRules.phoneMaxLength} characters`,
    });
  });

  it('lets a phone of 10 to 20 characters through, spaces around it not counted', () => {
    expect(stepErrors(atPhoneStep('  98765 43210  '))).toEqual({});
    expect(stepErrors(atPhoneStep('9'.repeat(quizRules.phoneMaxLength)))).toEqual({});
  });
});
