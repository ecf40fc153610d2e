import { type IndianState, indianStates } from './address.ts';

/** The official spelling of a state or union territory typed in any case ('karnataka' → 'Karnataka'), or null. */
export function canonicalIndianState(value: string): IndianState | null {
  const wanted = value.trim().replace(/\s+/g, ' ').toLowerCase().replaceAll('&', 'and');
  return indianStates.find((state) => state.toLowerCase() === wanted) ?? null;
}
