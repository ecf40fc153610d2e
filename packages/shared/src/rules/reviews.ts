/**
 * The average rating shown for `count` published reviews whose ratings add up to `sum`, to one decimal
 * (docs/PRODUCT.md, Reviews). Whole-number arithmetic, rounding half up: 4.25 shows 4.3, never 4.2 from a
 * float that was 4.2499…; 0 when there is none.
 */
export function averageRating(sum: number, count: number): number {
  if (count <= 0) return 0;
  return Math.floor((sum * 20 + count) / (2 * count)) / 10;
}

/** The average as the storefront writes it: "4.3". */
export function formatRating(average: number): string {
  return average.toFixed(1);
}
