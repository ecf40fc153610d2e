import { AdminIdParamsSchema } from '../schemas/admin.ts';
import {
  AdminBundleCreateSchema,
  AdminBundleListSchema,
  AdminBundlePatchSchema,
  AdminBundleQuerySchema,
  AdminBundleResponseSchema,
  BundleIdParamsSchema,
  BundleListSchema,
  BundleResponseSchema,
} from '../schemas/bundles.ts';
import type { RouteTable } from './route.ts';

/**
 * Bundles (combos) of product variants sold as one cart line (docs/PRODUCT.md, Bundles). The shop's reads
 * answer rupees; the console's answer and take whole paise, as the admin product API does. Admin writes
 * are versioned (409 STALE_VERSION) and audited; DELETE archives. A bundle goes in the cart with
 * `POST /cart/addToCart { bundleId, quantity }` and leaves it with `DELETE /cart/removeItemFromCart/:bundleId`.
 */
export const bundlesRoutes = {
  'GET /bundles': { response: BundleListSchema },
  /** By id or slug; an unknown, inactive or archived bundle is 404 'Bundle not found'. */
  'GET /bundles/:id': { params: BundleIdParamsSchema, response: BundleResponseSchema },

  'GET /admin/bundles': { query: AdminBundleQuerySchema, response: AdminBundleListSchema },
  'POST /admin/bundles': { body: AdminBundleCreateSchema, response: AdminBundleResponseSchema },
  'GET /admin/bundles/:id': { params: AdminIdParamsSchema, response: AdminBundleResponseSchema },
  'PATCH /admin/bundles/:id': {
    params: AdminIdParamsSchema,
    body: AdminBundlePatchSchema,
    response: AdminBundleResponseSchema,
  },
  'DELETE /admin/bundles/:id': { params: AdminIdParamsSchema, response: AdminBundleResponseSchema },
} satisfies RouteTable;
