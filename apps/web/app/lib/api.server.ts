import type { ApiError, Category, Product, ProductList } from '@shop/shared';
import type { AppLoadContext } from 'react-router';
import { data } from 'react-router';

/** A refusal from the API, with its machine-readable code and the message a person should see. */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly body: ApiError,
  ) {
    super(body.message);
    this.name = 'ApiRequestError';
  }
  get code() {
    return this.body.code;
  }
}

/** The one typed API client for loaders and actions: in-process, as the visitor. No side effects. */
export async function api<T>(
  context: AppLoadContext,
  path: string,
  init: { method?: 'GET' | 'POST' | 'PUT' | 'DELETE'; body?: unknown } = {},
): Promise<T> {
  const response = await context.api(path, init);
  const body = response.body ? JSON.parse(response.body) : {};
  if (response.status >= 200 && response.status < 300) return body as T;
  throw new ApiRequestError(response.status, body as ApiError);
}

/** For critical data: a 404 from the API becomes the page's 404, anything else the error boundary. */
export async function apiOr404<T>(context: AppLoadContext, path: string, notFoundText: string): Promise<T> {
  try {
    return await api<T>(context, path);
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) throw data(notFoundText, { status: 404 });
    throw error;
  }
}

export const catalogApi = {
  products: (context: AppLoadContext, query = '') =>
    api<ProductList>(context, `/product/getAllProducts${query}`),
  product: (context: AppLoadContext, id: string) =>
    apiOr404<{ product: Product }>(
      context,
      `/product/getProductById/${encodeURIComponent(id)}`,
      'Product not found',
    ),
  categories: (context: AppLoadContext) =>
    api<{ categories: Category[] }>(context, '/product/getAllCategories'),
  byCategory: (context: AppLoadContext, category: string, query = '') =>
    api<ProductList & { category: Category }>(
      context,
      `/product/getProductByCategories?category=${encodeURIComponent(category)}${query ? `&${query.replace(/^\?/, '')}` : ''}`,
    ),
  search: (context: AppLoadContext, q: string, page = 1) =>
    api<ProductList & { q: string }>(context, `/product/search?q=${encodeURIComponent(q)}&page=${page}`),
};
