import { IdSchema } from './common.ts';
import { plainTextSchema } from './text.ts';
import { z } from './zod.ts';

/** `provider`: through Razorpay (or the sandbox); the others are recorded by the owner by hand. */
export const refundMethods = ['provider', 'upi', 'bank_transfer', 'cash'] as const;
export type RefundMethod = (typeof refundMethods)[number];
export const refundStatuses = ['pending', 'processed', 'failed'] as const;

/**
 * POST /admin/orders/:id/refunds. Whole paise above zero; `method` defaults to `provider` for an
 * order paid online; a manual refund (upi, bank_transfer, cash) needs the `reference` it was paid with.
 */
export const AdminRefundCreateSchema = z
  .object({
    amountPaise: z
      .number({ error: 'amountPaise must be a number of paise' })
      .int('amountPaise must be a whole number of paise')
      .positive('amountPaise must be more than zero')
      .max(100_000_000, 'amountPaise is too large'),
    reason: plainTextSchema('reason', { max: 300, noMarkup: true }),
    method: z.enum(refundMethods, { error: `method must be one of ${refundMethods.join(', ')}` }).optional(),
    reference: plainTextSchema('reference', { max: 100, min: 0, noMarkup: true }).optional(),
  })
  .superRefine((value, context) => {
    if (value.method && value.method !== 'provider' && !value.reference) {
      context.addIssue({
        code: 'custom',
        path: ['reference'],
        message: 'reference is required for a manual refund (the UPI, bank or receipt reference)',
      });
    }
  });
export type AdminRefundCreate = z.infer<typeof AdminRefundCreateSchema>;

/** One refund as its customer sees it: amount, status, dates and the credit note's address. */
export const RefundSchema = z.object({
  id: z.string(),
  amountPaise: z.number().int(),
  /** In rupees, like every amount of the order API. */
  amount: z.number(),
  status: z.enum(refundStatuses),
  method: z.enum(refundMethods),
  createdAt: z.string(),
  processedAt: z.string().nullable(),
  failedAt: z.string().nullable(),
  creditNote: z.object({ number: z.string(), date: z.string(), url: z.string() }).nullable(),
});
export type Refund = z.infer<typeof RefundSchema>;
export const RefundListSchema = z.object({ success: z.literal(true), refunds: z.array(RefundSchema) });

/** What the owner also sees: why, who, the provider's id and failure reason, a manual reference. */
export const AdminRefundRecordSchema = RefundSchema.extend({
  reason: z.string(),
  reference: z.string().nullable(),
  providerRefundId: z.string().nullable(),
  failureReason: z.string().nullable(),
  createdBy: z.enum(['customer', 'admin', 'system']),
  createdByEmail: z.string().nullable(),
});
export type AdminRefundRecord = z.infer<typeof AdminRefundRecordSchema>;
export const AdminOrderRefundsSchema = z.object({
  refunds: z.array(AdminRefundRecordSchema),
  /** What can still be refunded, in paise (0 for an unpaid order). */
  refundablePaise: z.number().int(),
});
export type AdminOrderRefunds = z.infer<typeof AdminOrderRefundsSchema>;
export const AdminRefundResponseSchema = z.object({ refund: AdminRefundRecordSchema });

/** GET /order/:id/credit-notes/:n.pdf: n is 1 for the order's first credit note. */
export const CreditNoteParamsSchema = z.object({
  id: IdSchema,
  n: z.coerce
    .number({ error: 'n must be a number' })
    .int('n must be a whole number')
    .min(1, 'n starts at 1')
    .max(1000),
});
