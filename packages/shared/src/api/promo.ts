import {
  AdminIdParamsSchema,
  AdminPromoCreateSchema,
  AdminPromoListSchema,
  AdminPromoPatchSchema,
  AdminPromoSchema,
} from '../schemas/admin.ts';
import { ApplyPromoSchema, PromoResponseSchema } from '../schemas/promo.ts';
import { z } from '../schemas/zod.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's promo code routes: the contract test holds this copy to it.
const AdminPromoResponseSchema = z.object({ promoCode: AdminPromoSchema });

export const promoRoutes = {
  'POST /promo/apply': { body: ApplyPromoSchema, response: PromoResponseSchema },
  'GET /admin/promo-codes': { response: AdminPromoListSchema },
  'POST /admin/promo-codes': { body: AdminPromoCreateSchema, response: AdminPromoResponseSchema },
  'PATCH /admin/promo-codes/:id': {
    params: AdminIdParamsSchema,
    body: AdminPromoPatchSchema,
    response: AdminPromoResponseSchema,
  },
} satisfies RouteTable;
