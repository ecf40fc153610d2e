/** Seconds as HH:MM:SS for the best-seller offer (docs/PRODUCT.md §9: 3600 s → 01:00:00); never below zero. */
export function formatCountdown(seconds: number): string {
  const left = Math.max(0, Math.floor(seconds));
  const parts = [Math.floor(left / 3600), Math.floor((left % 3600) / 60), left % 60];
  return parts.map((part) => String(part).padStart(2, '0')).join(':');
}
