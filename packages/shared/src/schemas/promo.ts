import { TotalsSchema } from './cart.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** POST /promo/apply: matched case-insensitively after trimming (docs/PRODUCT.md §5). */
export const ApplyPromoSchema = z.object({
  code: plainTextSchema('Promo code', { max: 40 }),
});

/**
 * `{ code, discount }` as docs/PRODUCT.md §3 names it (discount is the percent), the message to toast
 * ('{code} applied! You got {n}% off.') and the signed-in shopper's cart priced with the code.
 */
export const PromoResponseSchema = z.object({
  success: z.literal(true),
  code: z.string(),
  discount: z.number().int(),
  message: z.string(),
  totals: TotalsSchema,
});
export type PromoResponse = z.infer<typeof PromoResponseSchema>;
