import { callApi } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';
import { answerOf, type PincodeAnswer, pincodeTexts, typedPincode } from './pincode-answer';

/**
 * The pincode box without JavaScript: its form comes back to the page with `?pincode=`, and the page's
 * loader answers with this (null when no pincode was asked about). Never fails the page.
 */
export async function pincodeAnswerFromUrl(url: URL, context: LoadContext): Promise<PincodeAnswer | null> {
  const asked = url.searchParams.get('pincode');
  if (asked === null) return null;
  const typed = typedPincode(asked);
  if ('answer' in typed) return typed.answer;
  const result = await callApi(context, 'GET /shipping/pincode/:pincode', {
    params: { pincode: typed.pincode },
  });
  if (!result.ok) return { pincode: typed.pincode, text: pincodeTexts.failed, tone: 'error' };
  return answerOf(result.body);
}
