import { type Image, type Product, percentOff, toPaise, toRupees } from '@shop/shared';

export interface ComboItem {
  _id: string;
  name: string;
  image: Image | undefined;
  discountPrice: number;
}

export interface Combo {
  id: string;
  title: string;
  items: ComboItem[];
  /** Sum of the list prices, in rupees. */
  price: number;
  /** Sum of the selling prices, in rupees. */
  discountPrice: number;
  percentOff: number;
}

const trioTitles = ['Everyday Wellness Trio', 'Complete Care Trio', 'Daily Balance Trio'];

const rank = (product: Product) => (product.isBestSelling ? 0 : 1) + (product.isFeatured ? 0 : 2);

function toCombo(title: string, products: Product[]): Combo {
  // Money is added in paise, never as floating rupees.
  const pricePaise = products.reduce((sum, p) => sum + toPaise(p.price), 0);
  const discountPaise = products.reduce((sum, p) => sum + toPaise(p.discountPrice), 0);
  return {
    id: products.map((p) => p._id).join('+'),
    title,
    items: products.map((p) => ({
      _id: p._id,
      name: p.name,
      image: p.images[0],
      discountPrice: p.discountPrice,
    })),
    price: toRupees(pricePaise),
    discountPrice: toRupees(discountPaise),
    percentOff: percentOff(pricePaise, discountPaise),
  };
}

/**
 * 'Frequently Bought Together' from the catalogue: pairs of the two strongest in-stock products of one
 * category, and trios of the strongest products of three different categories, interleaved.
 */
export function buildCombos(products: Product[], max = 6): Combo[] {
  const groups = new Map<string, { name: string; products: Product[] }>();
  for (const product of products) {
    const category = product.category ?? product.categories[0];
    if (!product.inStock || !category) continue;
    const group = groups.get(category._id) ?? { name: category.name, products: [] };
    group.products.push(product);
    groups.set(category._id, group);
  }
  const ranked = [...groups.values()].map((group) => ({
    name: group.name,
    products: [...group.products].sort((a, b) => rank(a) - rank(b)),
  }));

  const pairs = ranked
    .filter((group) => group.products.length >= 2)
    .map((group) => toCombo(`${group.name} Duo`, group.products.slice(0, 2)));
  const trios: Combo[] = [];
  for (let start = 0; start + 3 <= ranked.length; start += 3) {
    // The second-best of each category when it has one, so trios repeat fewer products of the pairs.
    const picks = ranked.slice(start, start + 3).map((group) => group.products[1] ?? group.products[0]!);
    trios.push(toCombo(trioTitles[trios.length % trioTitles.length]!, picks));
  }

  const combos: Combo[] = [];
  while (combos.length < max && (pairs.length || trios.length)) {
    for (const next of [pairs.shift(), pairs.shift(), trios.shift()]) {
      if (next && combos.length < max) combos.push(next);
    }
  }
  return combos;
}
