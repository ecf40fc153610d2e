import { focusRing } from './button';

/** A link in running text. */
export const textLinkClass = `rounded font-semibold text-brand-700 underline-offset-4 hover:text-brand-900 hover:underline ${focusRing}`;
