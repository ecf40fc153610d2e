/**
 * Rupees as a person types them in a form ("499", "499.5", "1,299.00") to whole paise; null when the
 * text is not an amount of at most two decimals. Negative amounts are not amounts here.
 */
export function rupeeTextToPaise(text: string): number | null {
  const cleaned = text.trim().replace(/^₹\s*/, '').replaceAll(',', '');
  const match = /^(\d{1,9})(?:\.(\d{1,2}))?$/.exec(cleaned);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

/** Paise back to the text a form shows ("499", "499.50"). */
export function paiseToRupeeText(paise: number): string {
  return paise % 100 === 0 ? String(paise / 100) : (paise / 100).toFixed(2);
}
