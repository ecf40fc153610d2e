import { indiaDay } from './india-time.ts';
import { assertPaise, type Paise } from './money.ts';

/** India's financial year (April to March, in India's time zone) a moment falls in: '2026-27'. */
export function financialYear(date: Date): string {
  const [year, month] = indiaDay(date).split('-').map(Number) as [number, number];
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The printed invoice number of the n-th invoice of a financial year: 'INV/2026-27/000001'. */
export function formatInvoiceNumber(financialYearLabel: string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) {
    throw new RangeError(`Invoice sequence must be a whole number from 1: ${sequence}`);
  }
  return `INV/${financialYearLabel}/${String(sequence).padStart(6, '0')}`;
}

const ones = [
  '',
  'One',
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Eleven',
  'Twelve',
  'Thirteen',
  'Fourteen',
  'Fifteen',
  'Sixteen',
  'Seventeen',
  'Eighteen',
  'Nineteen',
];
const tens = ['', '', 'Twenty', 'Thirty', 'Forty', 'Fifty', 'Sixty', 'Seventy', 'Eighty', 'Ninety'];

function belowHundred(n: number): string {
  if (n < 20) return ones[n]!;
  const unit = n % 10;
  return unit ? `${tens[Math.floor(n / 10)]} ${ones[unit]}` : tens[Math.floor(n / 10)]!;
}

/** A whole number in words with Indian grouping: crore, lakh, thousand, hundred. */
export function numberInWordsIndian(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new RangeError(`Not a whole number: ${n}`);
  if (n === 0) return 'Zero';
  const parts: string[] = [];
  const crore = Math.floor(n / 10_000_000);
  let rest = n % 10_000_000;
  if (crore) parts.push(`${numberInWordsIndian(crore)} Crore`);
  const lakh = Math.floor(rest / 100_000);
  rest %= 100_000;
  if (lakh) parts.push(`${belowHundred(lakh)} Lakh`);
  const thousand = Math.floor(rest / 1000);
  rest %= 1000;
  if (thousand) parts.push(`${belowHundred(thousand)} Thousand`);
  const hundred = Math.floor(rest / 100);
  rest %= 100;
  if (hundred) parts.push(`${ones[hundred]} Hundred`);
  if (rest) parts.push(belowHundred(rest));
  return parts.join(' ');
}

/** An invoice total in words: 'Rupees One Thousand Two Hundred Thirty Four and Fifty Paise Only'. */
export function amountInWords(paise: Paise): string {
  assertPaise(paise);
  if (paise < 0) throw new RangeError(`Amount cannot be negative: ${paise}`);
  const rupees = Math.floor(paise / 100);
  const rest = paise % 100;
  const paiseText = rest ? ` and ${belowHundred(rest)} Paise` : '';
  return `Rupees ${numberInWordsIndian(rupees)}${paiseText} Only`;
}
