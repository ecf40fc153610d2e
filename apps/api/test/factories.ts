import { createHash, randomBytes } from 'node:crypto';
import { slugify } from '@shop/shared';
import type { Database } from '../src/db/client.ts';
import {
  categories,
  productCategories,
  productImages,
  products,
  sessions,
  users,
} from '../src/db/schema/index.ts';

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
  ageRestricted?: boolean;
  categoryIds?: string[];
  createdAt?: Date;
  hsnCode?: string;
  gstRateBp?: number;
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
      ageRestricted: input.ageRestricted ?? false,
      hsnCode: input.hsnCode ?? '21069099',
      gstRateBp: input.gstRateBp ?? 1800,
      ...(input.createdAt ? { createdAt: input.createdAt } : {}),
    })
    .returning();
  await database.db.insert(productImages).values([
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

let userCounter = 0;

export interface SignedInUser {
  id: string;
  email: string;
  token: string;
  role: 'customer' | 'admin';
}

/**
 * A verified account with a live session, written straight to the database (no password hashing, no
 * OTP e-mail): for tests that need many shoppers quickly. Send `authorization: Bearer <token>`.
 */
export async function createSignedInUser(
  database: Database,
  input: { role?: 'customer' | 'admin'; firstName?: string; phone?: string; email?: string } = {},
): Promise<SignedInUser> {
  userCounter += 1;
  const tag = `${userCounter}${randomBytes(3).toString('hex')}`;
  const [user] = await database.db
    .insert(users)
    .values({
      firstName: input.firstName ?? 'Meera',
      lastName: 'Iyer',
      userName: `meera${tag}`,
      email: input.email ?? `meera${tag}@example.in`,
      phone: input.phone ?? '9876543210',
      passwordHash: null,
      role: input.role ?? 'customer',
      emailVerifiedAt: new Date(),
    })
    .returning();
  const token = randomBytes(32).toString('base64url');
  const now = new Date();
  await database.db.insert(sessions).values({
    userId: user!.id,
    tokenHash: createHash('sha256').update(token).digest('hex'),
    purpose: 'session',
    expiresAt: new Date(now.getTime() + 30 * 24 * 3600_000),
    lastSeenAt: now,
  });
  return { id: user!.id, email: user!.email, token, role: user!.role };
}
