import { AdminIdParamsSchema } from '../schemas/admin.ts';
import {
  AdminPromotionCreateSchema,
  AdminPromotionListSchema,
  AdminPromotionPatchSchema,
  AdminPromotionResponseSchema,
} from '../schemas/promotions.ts';
import type { RouteTable } from './route.ts';

export const promotionRoutes = {
  'GET /admin/promotions': { response: AdminPromotionListSchema },
  'POST /admin/promotions': { body: AdminPromotionCreateSchema, response: AdminPromotionResponseSchema },
  'PATCH /admin/promotions/:id': {
    params: AdminIdParamsSchema,
    body: AdminPromotionPatchSchema,
    response: AdminPromotionResponseSchema,
  },
} satisfies RouteTable;
