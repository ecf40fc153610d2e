import { Suspense } from 'react';
import { Container } from '~/components/layout/container';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { StaticIsland } from '~/components/ui/static-island';
import { AddToCartButton } from '~/features/cart/add-to-cart-button';
import * as relatedSection from '~/features/catalog/related-products';
import { AgeGate } from '~/features/product/age-gate';
import { ProductGallery } from '~/features/product/product-gallery';
import { productMeta } from '~/features/product/product-meta';
import { loadProductPage } from '~/features/product/product-page.server';
import { Benefits, TrustRow } from '~/features/product/product-sections';
import { ProductAbout, ProductSummary } from '~/features/product/product-summary';
import { VariantPicker } from '~/features/product/variant-picker';
import * as reviewsFeature from '~/features/reviews';
import { reviewsAction } from '~/features/reviews/index.server';
import { PincodeCheck } from '~/features/shipping';
import { later } from '~/lib/later';
import { categoryPath, productPath } from '~/lib/links';
import { siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/product';

// The reviews and the related products: rendered at once by the server, hydrated once their chunks
// arrive (lib/later.ts), so Add to Cart answers sooner.
const ReviewsSection = import.meta.env.SSR
  ? reviewsFeature.ReviewsSection
  : later(() => import('~/features/reviews'), 'ReviewsSection');
const RelatedProducts = import.meta.env.SSR
  ? relatedSection.RelatedProducts
  : later(() => import('~/features/catalog/related-products'), 'RelatedProducts');

/** /ProductDetailsById/:id and /product/:id (cart rows) render this one module; unknown ids are 404s. */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  return loadProductPage(request, url, params.id, context);
}

/** The review forms (write, edit, helpful): features/reviews. */
export async function action({ request, url, context }: Route.ActionArgs) {
  return reviewsAction(request, context, `${url.pathname}#reviews`);
}

export function meta({ loaderData, matches }: Route.MetaArgs) {
  if (!loaderData) return [];
  return productMeta(siteFromMatches(matches), loaderData.product, loaderData.reviews.list?.reviews);
}

export default function ProductPage({ loaderData, actionData }: Route.ComponentProps) {
  const { product, variant, related, ageGate, pincode, reviews } = loaderData;
  // What the chosen variant changes; a product answer without variants shows the product's own.
  const shown = variant ?? product;
  const category = product.categories[0] ?? product.category;
  return (
    <main id="main">
      {ageGate && <AgeGate key={product._id} />}
      <Container className="py-6 sm:py-10">
        {/* What only shows the product is static islands: hydration builds nothing of it
            (docs/ARCHITECTURE.md, First screen); keyed by the product, so another one mounts afresh. */}
        <StaticIsland key={`crumbs-${product._id}`}>
          <Breadcrumbs
            items={[
              { label: 'Home', to: '/' },
              { label: 'Shop', to: '/shop/all' },
              ...(category ? [{ label: category.name, to: categoryPath(category.name) }] : []),
              { label: product.name },
            ]}
          />
        </StaticIsland>
        <div className="mt-6 grid grid-cols-1 gap-8 lg:grid-cols-2 lg:gap-14">
          <ProductGallery images={shown.images} name={product.name} />
          <div className="flex flex-col gap-5">
            <ProductSummary product={product} shown={shown} />
            {variant && <VariantPicker variants={product.variants} selectedId={variant._id} />}
            <AddToCartButton
              product={{ _id: product._id, stock: shown.stock }}
              variantId={variant && !variant.isDefault ? variant._id : undefined}
              className="py-3.5 text-base sm:max-w-sm"
            />
            <PincodeCheck key={product._id} initial={pincode} />
            <StaticIsland>
              <TrustRow />
            </StaticIsland>
          </div>
        </div>

        <div className="below-first-screen">
          <ProductAbout product={product} />

          <StaticIsland className="mt-14">
            <Benefits />
          </StaticIsland>

          <Suspense fallback={null}>
            <ReviewsSection
              key={`reviews-${product._id}`}
              productId={product._id}
              path={productPath(product._id)}
              reviews={reviews}
              result={actionData}
            />
            {related.length > 0 && <RelatedProducts products={related} />}
          </Suspense>
        </div>
      </Container>
    </main>
  );
}
