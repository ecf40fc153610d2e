import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/database.ts';
import type { Database } from '../../db/client.ts';
import { adminCall, newProduct } from '../admin/admin.fixtures.ts';
import { admin, startShop, type TestApi } from '../orders/orders.fixtures.ts';

/** Search follows variants (docs/decisions/0028-variants-model.md): their SKUs and option values. */

let database: Database;
let api: TestApi;
let productId: string;

beforeAll(async () => {
  database = await createTestDatabase();
  api = await startShop(database);
  const { token } = await admin(database);
  const created = await adminCall(api.app, 'POST', '/products', token, {
    ...newProduct({ name: 'Chyawanprash Classic' }),
    variants: [
      { sku: 'VH-7781', options: { Size: '500 g' }, pricePaise: 34900, discountPricePaise: null, stock: 5 },
      {
        sku: 'VH-7782',
        options: { Size: '1 kg jar' },
        pricePaise: 64900,
        discountPricePaise: null,
        stock: 5,
      },
    ],
  });
  expect(created.statusCode, created.body).toBe(201);
  productId = created.json().product.id;
  // Another product whose name is close, so the ranking has something to beat.
  const other = await adminCall(
    api.app,
    'POST',
    '/products',
    token,
    newProduct({ name: 'Chyawan Herbal Tea' }),
  );
  expect(other.statusCode, other.body).toBe(201);
});

afterAll(async () => {
  await api.close();
  await database.close();
});

const search = async (q: string) =>
  (await api.app.inject(`/api/product/search?q=${encodeURIComponent(q)}`)).json() as {
    products: { _id: string }[];
  };

describe('GET /api/product/search with variants', () => {
  it('finds a product by a variant’s SKU typed whole, in any case', async () => {
    expect((await search('vh-7782')).products[0]?._id).toBe(productId);
  });

  it('finds a product by its name with a variant’s option value', async () => {
    expect((await search('chyawanprash 1 kg jar')).products[0]?._id).toBe(productId);
  });

  it('forgets an archived variant’s SKU', async () => {
    const { token } = await admin(database);
    const current = (await adminCall(api.app, 'GET', `/products/${productId}`, token)).json().product;
    const small = current.variants.find((variant: { sku: string }) => variant.sku === 'VH-7781');
    const saved = await adminCall(api.app, 'PATCH', `/products/${productId}`, token, {
      version: current.version,
      variants: [{ id: small.id, sku: small.sku, options: small.options, pricePaise: 34900, stock: 5 }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const found = await search('VH-7782');
    expect(found.products.map((product) => product._id)).not.toContain(productId);
    expect((await search('VH-7781')).products[0]?._id).toBe(productId);
  });
});
