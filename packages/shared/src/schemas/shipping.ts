import { rupeeTextToPaise } from '../rules/rupee-input.ts';
import { DayQuerySchema } from './common.ts';
import { z } from './zod.ts';

// The owner's shipping rules (docs/PRODUCT.md, Shipping). Amounts are integer paise, as in the rules.

const paise = (label: string) =>
  z
    .number({ error: `${label} must be an amount in paise` })
    .int(`${label} must be whole paise`)
    .min(0, `${label} cannot be negative`)
    .max(100_000_000, `${label} is at most ₹10,00,000`);

const hour = (label: string) =>
  z
    .number({ error: `${label} must be an hour, 0 to 23` })
    .int(`${label} must be a whole hour`)
    .min(0, `${label} is an hour from 0 to 23`)
    .max(23, `${label} is an hour from 0 to 23`);

/** PUT /admin/shipping/settings: the rules and the version the owner's page read. */
export const ShippingSettingsInputSchema = z
  .object({
    flatPaise: paise('Flat shipping charge'),
    freeAbovePaise: paise('Free shipping above').nullable(),
    codFeePaise: paise('Cash on Delivery fee'),
    codMaxPaise: paise('Cash on Delivery maximum').nullable(),
    cutoffHour: hour('Dispatch cut-off'),
    holidays: z.array(DayQuerySchema).max(366, 'At most 366 holidays'),
    version: z.number({ error: 'version is the number the page read' }).int().min(1),
  })
  .transform((settings) => ({ ...settings, holidays: [...new Set(settings.holidays)].sort() }));
export type ShippingSettingsInput = z.input<typeof ShippingSettingsInputSchema>;
export type ShippingSettingsSave = z.output<typeof ShippingSettingsInputSchema>;

export const ShippingSettingsViewSchema = z.object({
  flatPaise: z.number().int(),
  freeAbovePaise: z.number().int().nullable(),
  codFeePaise: z.number().int(),
  codMaxPaise: z.number().int().nullable(),
  cutoffHour: z.number().int(),
  holidays: z.array(z.string()),
  version: z.number().int(),
  updatedAt: z.string(),
});
export type ShippingSettingsView = z.infer<typeof ShippingSettingsViewSchema>;
export const ShippingSettingsResponseSchema = z.object({ settings: ShippingSettingsViewSchema });

/**
 * The owner's settings form (/admin/shipping): the same fields, amounts typed in rupees ('49', '49.50',
 * blank for "none" where that is allowed), holidays one per line; gives the API's body.
 */
const rupeeField = (label: string, blank: 'none' | 'required') =>
  z.string().transform((text, context) => {
    const trimmed = text.trim();
    if (!trimmed && blank === 'none') return null;
    const amount = rupeeTextToPaise(trimmed);
    if (amount === null) {
      context.addIssue({
        code: 'custom',
        message: `${label}: enter an amount in rupees, such as 49 or 49.50`,
      });
      return z.NEVER;
    }
    return amount;
  });

export const ShippingSettingsFormSchema = z
  .object({
    flatPaise: rupeeField('Flat shipping charge', 'required'),
    freeAbovePaise: rupeeField('Free shipping above', 'none'),
    codFeePaise: rupeeField('Cash on Delivery fee', 'required'),
    codMaxPaise: rupeeField('Cash on Delivery maximum', 'none'),
    cutoffHour: z.string().transform((text) => (/^\d{1,2}$/.test(text.trim()) ? Number(text) : Number.NaN)),
    holidays: z.string().transform((text) =>
      text
        .split(/[\s,]+/)
        .map((day) => day.trim())
        .filter(Boolean),
    ),
    version: z.string().transform(Number),
  })
  .pipe(ShippingSettingsInputSchema);

/** What the pincode table holds, for the owner's page. */
export const PincodeSummarySchema = z.object({
  /** Rows in the table; 0 means all of India is served with Cash on Delivery. */
  rows: z.number().int(),
  /** Rows that are full six-digit pincodes; the rest are prefixes. */
  pincodes: z.number().int(),
  prefixes: z.number().int(),
  /** Rows with Cash on Delivery. */
  codRows: z.number().int(),
  minDays: z.number().int().nullable(),
  maxDays: z.number().int().nullable(),
  /** Days a pincode takes when no table is uploaded. */
  defaultDays: z.number().int(),
});
export type PincodeSummary = z.infer<typeof PincodeSummarySchema>;
export const PincodeSummaryResponseSchema = z.object({ summary: PincodeSummarySchema });

/** POST /admin/shipping/pincodes: the CSV text, `pincode,cod,days` with a header line. */
export const PincodeCsvSchema = z.string().max(5_000_000, 'The CSV is at most 5 MB');

export const PincodeParamsSchema = z.object({
  pincode: z.string().regex(/^[1-9]\d{5}$/, 'A pincode is six digits, the first not 0'),
});

/** GET /shipping/pincode/{pincode}. */
export const PincodeCheckSchema = z.object({
  pincode: z.string(),
  serviceable: z.boolean(),
  cod: z.boolean(),
  /** `YYYY-MM-DD`, India time; null when the pincode is not served. */
  deliveryDate: z.string().nullable(),
});

/** GET /shipping/terms: the public part of the owner's rules, for the storefront's shipping texts. */
export const ShippingTermsSchema = z.object({
  terms: z.object({
    flatPaise: z.number().int(),
    freeAbovePaise: z.number().int().nullable(),
    codFeePaise: z.number().int(),
    /** Cash on Delivery is offered for some pincode (all of them when no table is uploaded). */
    cod: z.boolean(),
  }),
});
