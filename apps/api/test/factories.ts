import { slugify } from '@shop/shared';
import type { Database } from '../src/db/client.ts';
import { categories, productCategories, productImages, products } from '../src/db/schema/index.ts';

let counter = 0;

export async function createCategory(database: Database, name: string, position = 0) {
  const [row] = await database.db
    .insert(categories)
    .values({ name, slug: slugify(name), description: `${name} products`, position })
    .returning();
  return row!;
}

export interface ProductInput {
  name?: string;
  brand?: string;
  description?: string;
  pricePaise?: number;
  discountPricePaise?: number | null;
  stock?: number;
  isFeatured?: boolean;
  isBestSelling?: boolean;
  categoryIds?: string[];
  createdAt?: Date;
}

export async function createProduct(database: Database, input: ProductInput = {}) {
  counter += 1;
  const name = input.name ?? `Test Product ${counter}`;
  const [row] = await database.db
    .insert(products)
    .values({
      name,
      slug: `${slugify(name)}-${counter}`,
      brand: input.brand ?? 'Test Brand',
      description: input.description ?? 'Line one\nLine two',
      pricePaise: input.pricePaise ?? 49900,
      discountPricePaise: input.discountPricePaise === undefined ? 44900 : input.discountPricePaise,
      stock: input.stock ?? 10,
      isFeatured: input.isFeatured ?? false,
      isBestSelling: input.isBestSelling ?? false,
      hsnCode: '21069099',
      gstRateBp: 1800,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await database.db
    .insert(productImages)
    .values([
      {
        productId: row!.id,
        position: 0,
        storageKey: `products/${row!.id}`,
        widths: [240, 480],
        width: 480,
        height: 480,
        alt: name,
      },
    ]);
  if (input.categoryIds?.length) {
    await database.db
      .insert(productCategories)
      .values(
        input.categoryIds.map((categoryId, position) => ({ productId: row!.id, categoryId, position })),
      );
  }
  return row!;
}
