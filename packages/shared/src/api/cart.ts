import { AddToCartSchema, CartProductParamsSchema, CartResponseSchema } from '../schemas/cart.ts';
import { AgeConfirmationResponseSchema } from '../schemas/catalog.ts';
import type { RouteTable } from './route.ts';

export const cartRoutes = {
  'GET /cart/getUserCart': { response: CartResponseSchema },
  'POST /cart/addToCart': { body: AddToCartSchema, response: CartResponseSchema },
  'DELETE /cart/removeItemFromCart/:productId': {
    params: CartProductParamsSchema,
    response: CartResponseSchema,
  },
  'DELETE /cart/cart': { response: CartResponseSchema },
  'GET /cart/ageConfirmation': { response: AgeConfirmationResponseSchema },
  'POST /cart/ageConfirmation': { response: AgeConfirmationResponseSchema },
} satisfies RouteTable;
