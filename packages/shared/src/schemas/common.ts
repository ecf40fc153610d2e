import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** Every API failure has this shape (docs/ARCHITECTURE.md, Errors). */
export const ApiErrorSchema = z.object({
  statusCode: z.number().int(),
  error: z.string(),
  code: z.string(),
  message: z.string(),
  details: z.array(z.object({ field: z.string(), message: z.string() })).optional(),
});
export type ApiError = z.infer<typeof ApiErrorSchema>;

export const IdSchema = plainTextSchema('id', { max: 64 });

/** Query-string integers arrive as text; empty means "use the default". */
export const pageQuery = {
  page: z.coerce
    .number()
    .int('page must be a whole number')
    .min(1, 'page starts at 1')
    .max(10_000)
    .default(1),
  limit: z.coerce
    .number()
    .int('limit must be a whole number')
    .min(1, 'limit is at least 1')
    .max(100, 'limit is at most 100')
    .default(60),
};

/** A day as `YYYY-MM-DD` (whole days in India time): list bounds, consultation days, closed dates. */
export const DayQuerySchema = z
  .string()
  .refine(
    (value) =>
      /^\d{4}-\d{2}-\d{2}$/.test(value) &&
      !Number.isNaN(Date.parse(`${value}T00:00:00Z`)) &&
      new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) === value,
    'Use a real date of the form YYYY-MM-DD',
  );
