import { type Order, toPaise } from '@shop/shared';

export type OrderItem = Order['items'][number];
type OrderBundle = NonNullable<OrderItem['bundle']>;

/** A bundle bought, with its component lines. */
export interface BundleOrderLine {
  bundle: OrderBundle;
  items: OrderItem[];
  /** What the bundles cost before any promotion (the order's totals show that): price × how many, in paise. */
  totalPaise: number;
}

/** A row of an order's items: a line bought alone, or a bundle with its component lines. */
type OrderLine = { bundle: null; item: OrderItem } | BundleOrderLine;

const sameBundle = (a: OrderBundle, b: OrderBundle) =>
  a._id === b._id && a.name === b.name && a.quantity === b.quantity;

/**
 * An order's items as the shopper bought them (docs/PRODUCT.md, Bundles): the component lines of one
 * bundle (stored one after the other) become one row; a line bought alone stays a row of its own.
 */
export function orderLines(items: OrderItem[]): OrderLine[] {
  const lines: OrderLine[] = [];
  for (const item of items) {
    const last = lines.at(-1);
    if (!item.bundle) {
      lines.push({ bundle: null, item });
    } else if (last?.bundle && sameBundle(last.bundle, item.bundle)) {
      last.items.push(item);
    } else {
      lines.push({
        bundle: item.bundle,
        items: [item],
        totalPaise: toPaise(item.bundle.price) * item.bundle.quantity,
      });
    }
  }
  return lines;
}

/** A bundle row's components as the cart lists them: units of each in one bundle. */
export function bundleParts(line: BundleOrderLine) {
  const bundles = Math.max(1, line.bundle.quantity);
  return {
    name: line.bundle.name,
    items: line.items.map((item) => ({
      variantId: item.variantId ?? item._id,
      name: item.name,
      variantLabel: item.variantLabel,
      quantity: item.quantity / bundles,
    })),
  };
}
