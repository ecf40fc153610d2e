import {
  AdminStorefrontResponseSchema,
  StorefrontResponseSchema,
  StorefrontSaveSchema,
} from '../schemas/storefront.ts';
import type { RouteTable } from './route.ts';

export const storefrontRoutes = {
  'GET /storefront': { response: StorefrontResponseSchema },
  'GET /admin/storefront': { response: AdminStorefrontResponseSchema },
  'PUT /admin/storefront': { body: StorefrontSaveSchema, response: AdminStorefrontResponseSchema },
} satisfies RouteTable;
