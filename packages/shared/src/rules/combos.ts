import type { Product } from '../schemas/catalog.ts';
import { toPaise, toRupees } from './money.ts';
import { percentOff } from './pricing.ts';
import { type CardImage, cardImage } from './product-card.ts';

interface ComboItem {
  _id: string;
  name: string;
  image: CardImage | undefined;
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
      image: cardImage(p.images[0]),
      discountPrice: p.discountPrice,
    })),
    price: toRupees(pricePaise),
    discountPrice: toRupees(discountPaise),
    percentOff: percentOff(pricePaise, discountPaise),
  };
}

/**
 * 'Frequently Bought Together' from the catalogue: bundles of the strongest in-stock products of one
 * category (best sellers, then featured), a trio and a pair taking turns from category to category,
 * so the row shows as many categories as it can before any category appears twice.
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

  const first: Combo[] = [];
  const second: Combo[] = [];
  ranked.forEach((group, index) => {
    const list = group.products;
    const trio = (from: number) =>
      list.length >= from + 3 ? toCombo(`${group.name} Trio`, list.slice(from, from + 3)) : null;
    const pair = (from: number) =>
      list.length >= from + 2 ? toCombo(`${group.name} Duo`, list.slice(from, from + 2)) : null;
    // Even categories lead with a trio of their top three, odd ones with a pair of their top two.
    const [lead, next] =
      index % 2 === 0 ? [trio(0) ?? pair(0), trio(0) ? pair(3) : null] : [pair(0), trio(2)];
    if (lead) first.push(lead);
    if (next) second.push(next);
  });
  return [...first, ...second].slice(0, max);
}
