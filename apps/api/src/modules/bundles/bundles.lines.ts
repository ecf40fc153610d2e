import { allocateDiscount, type PricedLine } from '@shop/shared';

/** One bundle bought on an order line: what its component lines copy (docs/PRODUCT.md, Bundles). */
export interface LineBundle {
  id: string;
  name: string;
  /** How many bundles. */
  quantity: number;
  /** One bundle's price, and the Σ of its components' list prices (the struck-out original). */
  unitPaise: number;
  listUnitPaise: number;
}

/** A line to order: a product variant bought alone, or one component of a bundle (`bundle` set). */
export interface ExpandedLine {
  productId: string;
  variantId: string;
  /** Units of the variant (a component's: its quantity per bundle × bundles). */
  quantity: number;
  unitPricePaise: number;
  listPricePaise: number;
  bundle?: LineBundle | null;
}

/** A bundle as priced now, with its components' prices (per unit) and quantities (per bundle). */
export interface PricedBundle {
  id: string;
  name: string;
  unitPaise: number;
  components: {
    productId: string;
    variantId: string;
    quantity: number;
    unitPricePaise: number;
    listPricePaise: number;
  }[];
}

/**
 * A bundle line of `quantity` bundles as its component lines, each at its own price, with the bundle's
 * saving (components' total − bundle price) plus `discountPaise` (the promotions' share of the bundle
 * line) spread over them by value with the invoices' rule (`allocateDiscount`): each component line's
 * GST is then computed on its own HSN and rate, and the lines add up to the bundle's price exactly.
 */
function expandBundle(
  bundle: PricedBundle,
  quantity: number,
  discountPaise: number,
): { lines: ExpandedLine[]; discountsPaise: number[] } {
  const gross = bundle.components.map((item) => item.unitPricePaise * item.quantity * quantity);
  const saving = gross.reduce((sum, value) => sum + value, 0) - bundle.unitPaise * quantity;
  const line: LineBundle = {
    id: bundle.id,
    name: bundle.name,
    quantity,
    unitPaise: bundle.unitPaise,
    listUnitPaise: bundle.components.reduce((sum, item) => sum + item.listPricePaise * item.quantity, 0),
  };
  return {
    lines: bundle.components.map((item) => ({
      productId: item.productId,
      variantId: item.variantId,
      quantity: item.quantity * quantity,
      unitPricePaise: item.unitPricePaise,
      listPricePaise: item.listPricePaise,
      bundle: line,
    })),
    discountsPaise: allocateDiscount(gross, Math.max(0, saving) + discountPaise),
  };
}

/**
 * Lines as the totals count them: a line alone as it is, a bundle once at its price (not its
 * components'); and the bundles' savings, which the component lines' discounts include but the
 * promotions' discount does not.
 */
export function totalsOfLines(
  lines: Pick<ExpandedLine, 'unitPricePaise' | 'listPricePaise' | 'quantity' | 'bundle'>[],
): { lines: PricedLine[]; bundleSavingsPaise: number } {
  const priced: PricedLine[] = [];
  const seen = new Set<string>();
  let bundleSavingsPaise = 0;
  for (const line of lines) {
    const { bundle } = line;
    if (!bundle) {
      priced.push({
        unitPaise: line.unitPricePaise,
        listUnitPaise: line.listPricePaise,
        quantity: line.quantity,
      });
      continue;
    }
    bundleSavingsPaise += line.unitPricePaise * line.quantity;
    if (seen.has(bundle.id)) continue;
    seen.add(bundle.id);
    bundleSavingsPaise -= bundle.unitPaise * bundle.quantity;
    priced.push({
      unitPaise: bundle.unitPaise,
      listUnitPaise: bundle.listUnitPaise,
      quantity: bundle.quantity,
    });
  }
  return { lines: priced, bundleSavingsPaise };
}

/** A cart line as checkout reads it: a variant, or a bundle (`bundle` set, the rest then ignored). */
export interface CheckoutLine {
  productId: string;
  variantId: string;
  quantity: number;
  unitPricePaise: number;
  listPricePaise: number;
  bundle: PricedBundle | null;
}

/**
 * Checkout's lines two ways: as the promotions engine prices them (a bundle is one line at its price,
 * `bundleId` set), and, given the engine's discount of each, as the order's lines (a bundle as its
 * components, see `expandBundle`) with each line's discount.
 */
export function checkoutLines(lines: CheckoutLine[]) {
  const engine = lines.map((line) =>
    line.bundle
      ? {
          productId: line.bundle.id,
          variantId: line.bundle.id,
          bundleId: line.bundle.id,
          unitPaise: line.bundle.unitPaise,
          quantity: line.quantity,
        }
      : {
          productId: line.productId,
          variantId: line.variantId,
          bundleId: null,
          unitPaise: line.unitPricePaise,
          quantity: line.quantity,
        },
  );
  const expand = (engineDiscountsPaise: number[]) => {
    const out: ExpandedLine[] = [];
    const discountsPaise: number[] = [];
    lines.forEach((line, index) => {
      const discount = engineDiscountsPaise[index] ?? 0;
      if (!line.bundle) {
        const { bundle: _bundle, ...alone } = line;
        out.push({ ...alone, bundle: null });
        discountsPaise.push(discount);
        return;
      }
      const expanded = expandBundle(line.bundle, line.quantity, discount);
      out.push(...expanded.lines);
      discountsPaise.push(...expanded.discountsPaise);
    });
    return { lines: out, discountsPaise };
  };
  return { engine, expand };
}
