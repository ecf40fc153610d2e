import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { quizRules, quizZone, scoreQuiz } from './quiz.ts';

const answer = fc.integer({ min: 0, max: quizRules.maxOptionScore });
const answers = fc.array(answer, { minLength: quizRules.questionCount, maxLength: quizRules.questionCount });

describe('scoreQuiz', () => {
  it.each([
    [Array(10).fill(0), 0],
    [Array(10).fill(4), 10],
    [Array(10).fill(2), 5],
    [[4, 4, 4, 4, 4, 4, 4, 4, 0, 0], 8],
    [[4, 4, 4, 4, 4, 4, 4, 3, 0, 0], 8], // 31/40 → 7.75 rounds up
    [[4, 4, 4, 4, 4, 4, 4, 1, 0, 0], 7], // 29/40 → 7.25
    [[2, 2, 2, 2, 2, 2, 2, 2, 1, 0], 4], // 17/40 → 4.25
  ])('scores %j as %i', (input, expected) => {
    expect(scoreQuiz(input)).toBe(expected);
  });

  it('is always a whole number from 0 to 10', () => {
    fc.assert(
      fc.property(answers, (list) => {
        const score = scoreQuiz(list);
        return Number.isInteger(score) && score >= 0 && score <= 10;
      }),
    );
  });

  it('never drops when one answer rises', () => {
    fc.assert(
      fc.property(answers, fc.nat(quizRules.questionCount - 1), (list, index) => {
        fc.pre(list[index]! < quizRules.maxOptionScore);
        const raised = list.with(index, list[index]! + 1);
        return scoreQuiz(raised) >= scoreQuiz(list);
      }),
    );
  });

  it('clamps answers outside 0..4 so the score stays 0..10', () => {
    expect(scoreQuiz(Array(10).fill(99))).toBe(10);
    expect(scoreQuiz(Array(10).fill(-5))).toBe(0);
  });
});

describe('quizZone', () => {
  it.each([
    [10, 'Optimal Zone'],
    [8, 'Optimal Zone'],
    [7, 'Gamma Zone'],
    [5, 'Gamma Zone'],
    [4, 'Beta Zone'],
    [0, 'Beta Zone'],
  ])('puts %i in the %s', (score, zone) => {
    expect(quizZone(score)).toBe(zone);
  });

  it('agrees with the score for every answer set', () => {
    fc.assert(
      fc.property(answers, (list) => {
        const score = scoreQuiz(list);
        const zone = quizZone(score);
        if (score >= 8) return zone === 'Optimal Zone';
        if (score >= 5) return zone === 'Gamma Zone';
        return zone === 'Beta Zone';
      }),
    );
  });
});
