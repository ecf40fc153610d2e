import {
  PincodeCsvSchema,
  PincodeSummaryResponseSchema,
  ShippingSettingsInputSchema,
  ShippingSettingsResponseSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { actor, adminOnly, errors, security, staleErrors } from '../admin/index.ts';
import { PincodesAdmin } from './shipping.pincodes.ts';
import { ShippingSettingsAdmin } from './shipping.settings.ts';

const tags = ['admin: shipping'];

/** /api/admin/shipping: the owner's shipping rules and pincode table (docs/PRODUCT.md, Shipping). */
export const shippingAdminRoutes: FastifyPluginAsyncZod<{
  ctx: { database: Database; clock: Clock };
}> = async (app, { ctx }) => {
  adminOnly(app);
  const settings = new ShippingSettingsAdmin({ db: ctx.database.db, clock: ctx.clock });
  const pincodes = new PincodesAdmin({ db: ctx.database.db });
  // The pincode table arrives as the CSV file itself.
  app.addContentTypeParser(
    'text/csv',
    { parseAs: 'string', bodyLimit: 5 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  app.get(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'The shipping rules: flat charge, free above, COD fee and maximum, dispatch cut-off, holidays',
        security,
        response: { 200: ShippingSettingsResponseSchema, ...errors() },
      },
    },
    async () => ({ settings: await settings.get() }),
  );

  app.put(
    '/settings',
    {
      schema: {
        tags,
        summary:
          'Save the shipping rules (amounts in paise; 409 with the current values if they changed meanwhile)',
        security,
        body: ShippingSettingsInputSchema,
        response: { 200: ShippingSettingsResponseSchema, ...staleErrors(400) },
      },
    },
    async (request) => ({ settings: await settings.save(actor(request), request.body) }),
  );

  app.get(
    '/pincodes',
    {
      schema: {
        tags,
        summary: 'What the pincode table holds (no rows: all of India is served with Cash on Delivery)',
        security,
        response: { 200: PincodeSummaryResponseSchema, ...errors() },
      },
    },
    async () => ({ summary: await pincodes.summary() }),
  );

  app.post(
    '/pincodes',
    {
      bodyLimit: 5 * 1024 * 1024,
      schema: {
        tags,
        summary:
          'Replace the pincode table with a text/csv body "pincode,cod,days" (a pincode or a 1–5 digit prefix per row); a bad line imports nothing',
        security,
        consumes: ['text/csv'],
        body: PincodeCsvSchema,
        response: { 200: PincodeSummaryResponseSchema, ...errors(400, 413, 415) },
      },
    },
    async (request) => ({ summary: await pincodes.replace(actor(request), request.body) }),
  );

  app.get(
    '/pincodes.csv',
    {
      schema: {
        tags,
        summary: 'The pincode table as CSV (pincode,cod,days)',
        security,
        produces: ['text/csv'],
        response: { 200: z.string().describe('CSV: pincode,cod,days'), ...errors() },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="pincodes.csv"')
        .send(await pincodes.csv()),
  );
};
