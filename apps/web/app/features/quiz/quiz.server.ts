import type { Product, QuizZone } from '@shop/shared';
import { data } from 'react-router';
import { callApi, refusalMessage } from '~/lib/api.server';
import type { FieldErrors } from '~/lib/form-result';
import type { LoadContext } from '~/lib/load-context.server';
import { zoneAdvice } from './quiz-content';
import { CONTACT_STEP, emptyQuiz, type QuizState, readQuiz, stepErrors } from './quiz-state';

export interface Recommendation {
  product: Pick<Product, '_id' | 'name' | 'discountPrice' | 'price'> & { image?: string };
  reason: string;
}

export type QuizView =
  | { kind: 'step'; state: QuizState; errors: FieldErrors; message?: string }
  | { kind: 'result'; score: number; zone: QuizZone; recommendations: Recommendation[] };

/** The zone's three products, as the catalogue has them now (one that was removed is left out). */
async function recommendationsFor(context: LoadContext, zone: QuizZone): Promise<Recommendation[]> {
  const found = await Promise.all(
    zoneAdvice[zone].recommendations.map(async ({ slug, reason }) => {
      const result = await callApi(context, 'GET /product/getProductById/:id', { params: { id: slug } });
      if (!result.ok) return null;
      const { _id, name, price, discountPrice, images } = result.body.product;
      return { product: { _id, name, price, discountPrice, image: images[0]?.url }, reason };
    }),
  );
  return found.filter((item) => item !== null);
}

/**
 * Every quiz step is a form post (it works before JavaScript loads): `next` checks the step and moves
 * on, `previous` goes back, `retake` starts again, and `finish` sends the answers to POST /quiz/submit
 * and shows the zone the server computed.
 */
export async function quizAction(request: Request, context: LoadContext) {
  const form = await request.formData();
  const intent = form.get('intent');
  if (intent === 'retake') return { kind: 'step', state: emptyQuiz(), errors: {} } satisfies QuizView;
  const state = readQuiz(form);
  if (intent === 'previous') {
    return {
      kind: 'step',
      state: { ...state, step: Math.max(0, state.step - 1) },
      errors: {},
    } satisfies QuizView;
  }
  const errors = stepErrors(state);
  if (Object.keys(errors).length > 0)
    return data({ kind: 'step', state, errors } satisfies QuizView, { status: 400 });
  if (state.step < CONTACT_STEP)
    return { kind: 'step', state: { ...state, step: state.step + 1 }, errors: {} } satisfies QuizView;

  // Earlier answers come back in hidden fields: one gone missing sends the person back to its question.
  const answers = state.answers.filter((answer) => answer !== null);
  if (answers.length < state.answers.length) {
    const step = state.answers.indexOf(null);
    const errors = { [`a${step}`]: 'Please choose an answer' };
    return data({ kind: 'step', state: { ...state, step }, errors } satisfies QuizView, { status: 400 });
  }
  const result = await callApi(context, 'POST /quiz/submit', {
    body: {
      answers,
      name: state.name.trim(),
      email: state.email.trim(),
      phone: state.phone.trim(),
    },
  });
  if (!result.ok) {
    const apiErrors: FieldErrors = {};
    for (const detail of result.error.details ?? [])
      apiErrors[detail.field.split('.')[0]!] ??= detail.message;
    const message = refusalMessage(result, 'Server error. Please try again.');
    return data({ kind: 'step', state, errors: apiErrors, message } satisfies QuizView, {
      status: result.status >= 500 ? 502 : result.status,
    });
  }
  const { score, zone } = result.body;
  return {
    kind: 'result',
    score,
    zone,
    recommendations: await recommendationsFor(context, zone),
  } satisfies QuizView;
}
