import { AdminIdParamsSchema } from '../schemas/admin.ts';
import {
  AdminManualShipmentSchema,
  AdminNdrActionSchema,
  AdminReadyToShipQuerySchema,
  AdminReadyToShipSchema,
  AdminShipmentCreatedSchema,
  AdminShipmentCreateSchema,
  AdminShipmentListSchema,
  AdminShipmentQuerySchema,
  AdminShipmentResponseSchema,
  OrderTrackingSchema,
  ShipmentIdsQuerySchema,
  ShipmentOrderParamsSchema,
  ShipmentPdfSchema,
  ShippingOkSchema,
  ShippingSandboxAdvanceSchema,
} from '../schemas/shipments.ts';
import type { RouteTable } from './route.ts';

/** Shipments from the console and the customer's tracking (docs/decisions/0026). */
export const shipmentsRoutes = {
  'GET /admin/shipments/ready': { query: AdminReadyToShipQuerySchema, response: AdminReadyToShipSchema },
  'POST /admin/shipments': { body: AdminShipmentCreateSchema, response: AdminShipmentCreatedSchema },
  'GET /admin/shipments': { query: AdminShipmentQuerySchema, response: AdminShipmentListSchema },
  /** PDFs (a refusal is JSON): the browser downloads them. */
  'GET /admin/shipments/labels.pdf': { query: ShipmentIdsQuerySchema, response: ShipmentPdfSchema },
  'GET /admin/shipments/manifest.pdf': { query: ShipmentIdsQuerySchema, response: ShipmentPdfSchema },
  'POST /admin/shipments/manual': { body: AdminManualShipmentSchema, response: AdminShipmentResponseSchema },
  'POST /admin/shipments/:id/retry': { params: AdminIdParamsSchema, response: AdminShipmentResponseSchema },
  'POST /admin/shipments/:id/ndr': {
    params: AdminIdParamsSchema,
    body: AdminNdrActionSchema,
    response: AdminShipmentResponseSchema,
  },
  'POST /admin/shipments/:id/returned': {
    params: AdminIdParamsSchema,
    response: AdminShipmentResponseSchema,
  },
  'POST /shipping/sandbox/advance': { body: ShippingSandboxAdvanceSchema, response: ShippingOkSchema },
  'GET /order/:id/tracking': { params: ShipmentOrderParamsSchema, response: OrderTrackingSchema },
} satisfies RouteTable;
