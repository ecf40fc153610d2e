import { isPincode, type PincodeCheck, pincodeCheckText } from '@shop/shared';

/** What the pincode box shows: the pincode typed, the sentence, and how it reads (served, prepaid, not). */
export interface PincodeAnswer {
  pincode: string;
  text: string;
  tone: 'cod' | 'prepaid' | 'unserved' | 'error';
}

export const pincodeTexts = {
  malformed: 'Enter a 6-digit pincode',
  failed: 'We could not check that pincode just now. Please try again.',
} as const;

/** The answer for a check the API gave. */
export function answerOf(check: PincodeCheck): PincodeAnswer {
  const tone = !check.serviceable ? 'unserved' : check.cod ? 'cod' : 'prepaid';
  return { pincode: check.pincode, text: pincodeCheckText(check), tone };
}

/** The pincode as typed, or null with the answer to show when it is not one. */
export function typedPincode(value: string): { pincode: string } | { answer: PincodeAnswer } {
  const pincode = value.replaceAll(/\s/g, '');
  return isPincode(pincode)
    ? { pincode }
    : { answer: { pincode, text: pincodeTexts.malformed, tone: 'error' } };
}
