import { AdminIdParamsSchema, AdminOkSchema } from '../schemas/admin.ts';
import {
  AdminCategoryInputSchema,
  AdminCategoryListSchema,
  AdminCategoryPatchSchema,
  AdminCategoryResponseSchema,
  AdminProductCreateSchema,
  AdminProductListSchema,
  AdminProductPatchSchema,
  AdminProductQuerySchema,
  AdminProductResponseSchema,
} from '../schemas/admin-catalog.ts';
import {
  CategoryListSchema,
  CategorySchema,
  ProductIdParamsSchema,
  ProductListQuerySchema,
  ProductListSchema,
  ProductResponseSchema,
  ProductSearchQuerySchema,
  ProductsByCategoryQuerySchema,
  UploadImageResponseSchema,
} from '../schemas/catalog.ts';
import type { RouteTable } from './route.ts';

// Written inline in the API's catalogue routes: the contract test holds these copies to them.
const ProductsByCategorySchema = ProductListSchema.extend({ category: CategorySchema });
const ProductSearchSchema = ProductListSchema.extend({ q: ProductSearchQuerySchema.shape.q });

export const catalogRoutes = {
  'GET /product/getAllProducts': { query: ProductListQuerySchema, response: ProductListSchema },
  'GET /product/getProductById/:id': { params: ProductIdParamsSchema, response: ProductResponseSchema },
  'GET /product/getAllCategories': { response: CategoryListSchema },
  'GET /product/getProductByCategories': {
    query: ProductsByCategoryQuerySchema,
    response: ProductsByCategorySchema,
  },
  'GET /product/search': { query: ProductSearchQuerySchema, response: ProductSearchSchema },
  /** A multipart form with one `file` (uploads.ts in the web app sends it). */
  'POST /product/upload-image': { response: UploadImageResponseSchema },

  'GET /admin/products': { query: AdminProductQuerySchema, response: AdminProductListSchema },
  'POST /admin/products': { body: AdminProductCreateSchema, response: AdminProductResponseSchema },
  'GET /admin/products/:id': { params: AdminIdParamsSchema, response: AdminProductResponseSchema },
  'PATCH /admin/products/:id': {
    params: AdminIdParamsSchema,
    body: AdminProductPatchSchema,
    response: AdminProductResponseSchema,
  },
  'DELETE /admin/products/:id': { params: AdminIdParamsSchema, response: AdminProductResponseSchema },
  'GET /admin/categories': { response: AdminCategoryListSchema },
  'POST /admin/categories': { body: AdminCategoryInputSchema, response: AdminCategoryResponseSchema },
  'PATCH /admin/categories/:id': {
    params: AdminIdParamsSchema,
    body: AdminCategoryPatchSchema,
    response: AdminCategoryResponseSchema,
  },
  'DELETE /admin/categories/:id': { params: AdminIdParamsSchema, response: AdminOkSchema },
} satisfies RouteTable;
