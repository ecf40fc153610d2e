import { ProductGrid } from './product-grid';

/** "You may also like" under a product: a few products of its first category. */
export function RelatedProducts({ products }: Pick<Parameters<typeof ProductGrid>[0], 'products'>) {
  return (
    <section aria-labelledby="also-like" className="mt-16">
      <h2 id="also-like" className="mb-6 font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        You may also like
      </h2>
      <ProductGrid products={products} eager={0} />
    </section>
  );
}
