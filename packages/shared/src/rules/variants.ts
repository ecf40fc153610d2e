/**
 * Variants of a product (docs/PRODUCT.md, Variants): the owner names the options, e.g.
 * {"Size":"500 g","Flavour":"Mango"}; the shopper sees their values.
 */

/** The label a shopper sees for a variant: its option values in the owner's order ("500 g, Mango"). */
export function variantLabel(options: Record<string, string>): string {
  return Object.values(options)
    .map((value) => value.trim())
    .filter((value) => value !== '')
    .join(', ');
}

/**
 * The variant a product page shows: the one the address names (`?variant=<id>`, kept so the page can be
 * shared), else the default (the first); an unknown id falls back too.
 */
export function pickVariant<V extends { _id: string }>(variants: V[], wanted: string | null): V | undefined {
  return variants.find((variant) => variant._id === wanted) ?? variants[0];
}

/** An order or invoice line's name: the product's, then the variant's label when it has one. */
export function lineNameWithVariant(name: string, label: string): string {
  return label ? `${name} (${label})` : name;
}
