import {
  AdminCustomerListSchema,
  AdminCustomerPatchSchema,
  AdminCustomerQuerySchema,
  AdminCustomerSchema,
  AdminIdParamsSchema,
} from '../schemas/admin.ts';
import { AdminDashboardSchema } from '../schemas/admin-orders.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's customer routes: the contract test holds this copy to it.
const AdminCustomerResponseSchema = z.object({ customer: AdminCustomerSchema });

/** The admin console's own pages: the dashboard and the customers. */
export const adminRoutes = {
  'GET /admin/dashboard': { response: AdminDashboardSchema },
  'GET /admin/customers': { query: AdminCustomerQuerySchema, response: AdminCustomerListSchema },
  'PATCH /admin/customers/:id': {
    params: AdminIdParamsSchema,
    body: AdminCustomerPatchSchema,
    response: AdminCustomerResponseSchema,
  },
} satisfies RouteTable;
