import {
  PincodeCheckSchema,
  PincodeCsvSchema,
  PincodeParamsSchema,
  PincodeSummaryResponseSchema,
  ShippingSettingsInputSchema,
  ShippingSettingsResponseSchema,
  ShippingTermsSchema,
} from '../schemas/shipping.ts';
import type { RouteTable } from './route.ts';

export const shippingRoutes = {
  'GET /shipping/pincode/:pincode': { params: PincodeParamsSchema, response: PincodeCheckSchema },
  'GET /shipping/terms': { response: ShippingTermsSchema },
  'GET /admin/shipping/settings': { response: ShippingSettingsResponseSchema },
  'PUT /admin/shipping/settings': {
    body: ShippingSettingsInputSchema,
    response: ShippingSettingsResponseSchema,
  },
  'GET /admin/shipping/pincodes': { response: PincodeSummaryResponseSchema },
  'POST /admin/shipping/pincodes': { body: PincodeCsvSchema, response: PincodeSummaryResponseSchema },
} satisfies RouteTable;
