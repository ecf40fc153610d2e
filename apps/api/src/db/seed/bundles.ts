import { sellingPrice } from '@shop/shared';
import type { Tx } from '../client.ts';
import { bundleItems, bundles } from '../schema/bundles.ts';

/** The demo catalogue's bundles (docs/PRODUCT.md, Bundles): product names and units per bundle. */
const demoBundles = [
  {
    name: 'Calm Mind Kit',
    description: 'Ashwagandha for everyday stress and Brahmi for focus, together for less.',
    items: [
      { product: 'Ashwagandha KSM-66 Capsules', quantity: 1 },
      { product: 'Brahmi Tablets for Focus and Memory', quantity: 1 },
    ],
  },
  {
    name: 'Immunity Trio',
    description: 'Chyawanprash, Panch Tulsi drops and Giloy tablets: the season’s classic three.',
    items: [
      { product: 'Chyawanprash Special with Saffron', quantity: 1 },
      { product: 'Panch Tulsi Drops', quantity: 1 },
      { product: 'Giloy Ghanvati Tablets', quantity: 1 },
    ],
  },
  {
    name: 'Digestive Care Pair',
    description: 'Triphala churna and turmeric with black pepper for a gentle daily routine.',
    items: [
      { product: 'Triphala Churna', quantity: 2 },
      { product: 'Turmeric Curcumin with Black Pepper Capsules', quantity: 1 },
    ],
  },
];

interface SeededProduct {
  id: string;
  name: string;
  slug: string;
  pricePaise: number;
  discountPricePaise: number | null;
}

/**
 * Adds the demo bundles, each about 10 % below its products' selling prices (whole rupees), from the
 * products just seeded (a product's default variant has the product's id); a bundle naming a product
 * the catalogue lacks is left out.
 */
export async function seedBundles(tx: Tx, seeded: SeededProduct[]): Promise<number> {
  const byName = new Map(seeded.map((product) => [product.name, product]));
  let count = 0;
  for (const bundle of demoBundles) {
    const parts = bundle.items.map((item) => ({ ...item, product: byName.get(item.product) }));
    if (parts.some((part) => !part.product)) continue;
    const listPaise = parts.reduce(
      (sum, part) =>
        sum + sellingPrice(part.product!.pricePaise, part.product!.discountPricePaise) * part.quantity,
      0,
    );
    const [row] = await tx
      .insert(bundles)
      .values({
        slug: bundle.name.toLowerCase().replaceAll(' ', '-'),
        name: bundle.name,
        description: bundle.description,
        pricePaise: Math.floor((listPaise * 0.9) / 100) * 100,
      })
      .onConflictDoNothing()
      .returning({ id: bundles.id });
    if (!row) continue;
    await tx.insert(bundleItems).values(
      parts.map((part, position) => ({
        bundleId: row.id,
        variantId: part.product!.id,
        quantity: part.quantity,
        position,
      })),
    );
    count += 1;
  }
  return count;
}
