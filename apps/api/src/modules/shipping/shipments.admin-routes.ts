import {
  AdminIdParamsSchema,
  AdminManualShipmentSchema,
  AdminNdrActionSchema,
  AdminReadyToShipQuerySchema,
  AdminReadyToShipSchema,
  AdminShipmentCreatedSchema,
  AdminShipmentCreateSchema,
  AdminShipmentListSchema,
  AdminShipmentQuerySchema,
  AdminShipmentResponseSchema,
  ShipmentIdsQuerySchema,
  ShipmentPdfSchema,
} from '@shop/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config.ts';
import { actor, adminOnly, errors, security } from '../admin/index.ts';
import { renderLabels, renderManifest, type Sender } from './shipments.labels.ts';
import type { ShipmentsService } from './shipments.service.ts';

export interface ShipmentsAdminContext {
  config: Config;
  shipments: ShipmentsService;
  clock: () => Date;
}

const sender = (config: Config): Sender => ({
  name: config.SELLER_NAME,
  address: config.SELLER_ADDRESS,
  phone: config.SUPPORT_PHONE,
});

/**
 * The console's shipping (docs/PRODUCT.md, Shipping and tracking): orders ready to ship, bulk booking
 * (202: the worker books), the shipments and their states, labels and manifest as PDFs, retry,
 * manual entry, answers to failed deliveries and returned parcels. At /api/admin behind the guard.
 */
export const shipmentsAdminRoutes: FastifyPluginAsyncZod<{ ctx: ShipmentsAdminContext }> = async (
  app,
  { ctx },
) => {
  const { shipments } = ctx;
  const tags = ['admin: shipping'];
  adminOnly(app);

  app.get(
    '/shipments/ready',
    {
      schema: {
        tags,
        summary: 'Orders ready to ship: placed or processing, with no shipment yet (oldest first)',
        security,
        querystring: AdminReadyToShipQuerySchema,
        response: { 200: AdminReadyToShipSchema, ...errors(400) },
      },
    },
    async (request) => shipments.readyToShip(request.query.page, request.query.limit),
  );

  app.post(
    '/shipments',
    {
      schema: {
        tags,
        summary: 'Book couriers for orders: the shipments are made now and booked by the worker (202)',
        security,
        body: AdminShipmentCreateSchema,
        response: { 202: AdminShipmentCreatedSchema, ...errors(400, 409) },
      },
    },
    async (request, reply) =>
      reply.code(202).send(await shipments.create(actor(request), request.body.orderIds)),
  );

  app.get(
    '/shipments',
    {
      schema: {
        tags,
        summary: 'Shipments, newest change first, with their state and the provider’s last error',
        security,
        querystring: AdminShipmentQuerySchema,
        response: { 200: AdminShipmentListSchema, ...errors(400) },
      },
    },
    async (request) => shipments.list(request.query),
  );

  app.get(
    '/shipments/labels.pdf',
    {
      schema: {
        tags,
        summary: 'The labels of the shipments named, one PDF (a page each)',
        security,
        querystring: ShipmentIdsQuerySchema,
        produces: ['application/pdf'],
        response: { 200: ShipmentPdfSchema, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const rows = await shipments.forPrinting(request.query.ids);
      const pdf = await renderLabels(rows, sender(ctx.config));
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="labels-${rows.length}.pdf"`)
        .send(pdf as never);
    },
  );

  app.get(
    '/shipments/manifest.pdf',
    {
      schema: {
        tags,
        summary: 'The pickup manifest of the shipments named, one PDF for the courier to sign',
        security,
        querystring: ShipmentIdsQuerySchema,
        produces: ['application/pdf'],
        response: { 200: ShipmentPdfSchema, ...errors(400, 404, 409) },
      },
    },
    async (request, reply) => {
      const rows = await shipments.forPrinting(request.query.ids);
      const pdf = await renderManifest(rows, sender(ctx.config), ctx.clock());
      return reply
        .type('application/pdf')
        .header('content-disposition', `attachment; filename="manifest-${rows.length}.pdf"`)
        .send(pdf as never);
    },
  );

  app.post(
    '/shipments/manual',
    {
      schema: {
        tags,
        summary: 'Record a courier booked by hand: courier, AWB and tracking link',
        security,
        body: AdminManualShipmentSchema,
        response: { 200: AdminShipmentResponseSchema, ...errors(400, 409) },
      },
    },
    async (request) => ({ shipment: await shipments.manual(actor(request), request.body) }),
  );

  app.post(
    '/shipments/:id/retry',
    {
      schema: {
        tags,
        summary: 'Try a failed booking again from the step it failed at',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminShipmentResponseSchema, ...errors(404, 409) },
      },
    },
    async (request) => ({ shipment: await shipments.retry(actor(request), request.params.id) }),
  );

  app.post(
    '/shipments/:id/ndr',
    {
      schema: {
        tags,
        summary: 'Answer a failed delivery attempt: deliver again, or return the parcel to us',
        security,
        params: AdminIdParamsSchema,
        body: AdminNdrActionSchema,
        response: { 200: AdminShipmentResponseSchema, ...errors(400, 404, 409) },
      },
    },
    async (request) => ({
      shipment: await shipments.ndrAction(actor(request), request.params.id, request.body.action),
    }),
  );

  app.post(
    '/shipments/:id/returned',
    {
      schema: {
        tags,
        summary: 'A parcel returned to us: its stock goes back and the order is cancelled',
        security,
        params: AdminIdParamsSchema,
        response: { 200: AdminShipmentResponseSchema, ...errors(404, 409) },
      },
    },
    async (request) => ({ shipment: await shipments.resolveReturned(request.user!, request.params.id) }),
  );
};
