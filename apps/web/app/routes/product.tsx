import { messages, pickVariant, toProductCard } from '@shop/shared';
import { data } from 'react-router';
import { Container } from '~/components/layout/container';
import { Breadcrumbs } from '~/components/ui/breadcrumbs';
import { Price } from '~/components/ui/price';
import { StaticIsland } from '~/components/ui/static-island';
import { AddToCartButton } from '~/features/cart/add-to-cart-button';
import { addPendingProduct } from '~/features/cart/cart.server';
import { ProductGrid } from '~/features/catalog/product-grid';
import { AgeGate } from '~/features/product/age-gate';
import { Description } from '~/features/product/description';
import { ProductGallery } from '~/features/product/product-gallery';
import { productMeta } from '~/features/product/product-meta';
import { Benefits, TrustRow, WhyChoose } from '~/features/product/product-sections';
import { VariantPicker, variantParam } from '~/features/product/variant-picker';
import { RatingLine, ReviewsSection } from '~/features/reviews';
import { reviewsAction, reviewsForPage } from '~/features/reviews/index.server';
import { PincodeCheck } from '~/features/shipping';
import { pincodeAnswerFromUrl } from '~/features/shipping/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import { categoryPath, productPath } from '~/lib/links';
import { siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/product';

/** /ProductDetailsById/:id and /product/:id (cart rows) render this one module; unknown ids are 404s. */
export async function loader({ request, params, url, context }: Route.LoaderArgs) {
  const found = await callApi(context, 'GET /product/getProductById/:id', { params });
  // An id the API refuses to even look up (too long, say) is just as absent as an unknown one.
  const absent = !found.ok && (found.status === 400 || found.status === 404);
  if (absent) throw data('Product not found', { status: 404 });
  const { product } = dataOrThrow(found);
  // Back from logging in to add this product, without JavaScript: added, then here again without the ask.
  // The variant the address names (?variant=<id>), else the default: its price, stock and pictures show.
  const variant = pickVariant(product.variants, url.searchParams.get(variantParam));
  const added = await addPendingProduct(request, url, context, product._id, variant?._id);
  if (added) throw added;
  const first = product.categories[0] ?? product.category;
  // "You may also like" never fails the page: a missing row is only a missing row.
  // The pincode box without JavaScript comes back here with ?pincode= (features/shipping).
  const pincode = pincodeAnswerFromUrl(url, context);
  // The first page of reviews comes with the page (the summary is the product's stored rating).
  const reviews = reviewsForPage(request, context, product._id, url);
  const related = first
    ? await callApi(context, 'GET /product/getProductByCategories', {
        query: { category: first.name, limit: 9, sort: 'featured' },
      }).then((result) =>
        result.ok
          ? result.body.products
              .filter((other) => other._id !== product._id)
              .slice(0, 4)
              .map(toProductCard)
          : [],
      )
    : [];
  // The 18+ gate of an age-restricted product, unless answered here (?age=verified) or earlier in
  // this session (asked of the API only for such a product; a visitor has not answered).
  const verified =
    url.searchParams.get('age') === 'verified' ||
    (product.ageRestricted &&
      (await callApi(context, 'GET /cart/ageConfirmation').then(
        (result) => result.ok && result.body.ageConfirmed,
      )));
  return {
    product,
    variant,
    related,
    ageGate: product.ageRestricted && !verified,
    pincode: await pincode,
    reviews: await reviews,
  };
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
            <StaticIsland key={`facts-${product._id}-${shown._id}`} className="contents">
              <div>
                <p className="text-sm font-semibold uppercase tracking-[0.14em] text-brand-700">
                  {product.brand}
                </p>
                <h1 className="mt-2 font-display text-3xl leading-tight font-bold text-stone-900 sm:text-4xl">
                  {product.name}
                </h1>
              </div>
              <RatingLine rating={product.rating} href="#reviews" />
              <Price
                price={shown.price}
                discountPrice={shown.discountPrice}
                percentOff={shown.percentOff}
                size="lg"
              />
              <p className="-mt-3 text-xs text-stone-600">Inclusive of all taxes</p>
              <p>
                <span
                  className={`inline-flex items-center gap-1.5 rounded-full px-3 py-1 text-sm font-semibold ${
                    shown.inStock ? 'bg-brand-100 text-brand-800' : 'bg-red-100 text-red-800'
                  }`}
                >
                  <span
                    aria-hidden="true"
                    className={`h-2 w-2 rounded-full ${shown.inStock ? 'bg-brand-600' : 'bg-red-600'}`}
                  />
                  {shown.inStock ? messages.inStock : messages.outOfStock}
                </span>
              </p>
            </StaticIsland>
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

        <StaticIsland
          key={`about-${product._id}`}
          className="mt-14 grid grid-cols-1 gap-10 lg:grid-cols-[1.4fr_1fr] lg:gap-14"
        >
          <section aria-labelledby="description">
            <h2 id="description" className="font-display text-2xl font-bold text-brand-900">
              Description
            </h2>
            <div className="mt-4">
              <Description text={product.description} />
            </div>
          </section>
          <WhyChoose name={product.name} />
        </StaticIsland>

        <StaticIsland className="mt-14">
          <Benefits />
        </StaticIsland>

        <ReviewsSection
          key={`reviews-${product._id}`}
          productId={product._id}
          path={productPath(product._id)}
          reviews={reviews}
          result={actionData}
        />

        {related.length > 0 && (
          <section aria-labelledby="also-like" className="mt-16">
            <h2 id="also-like" className="mb-6 font-display text-2xl font-bold text-brand-900 sm:text-3xl">
              You may also like
            </h2>
            <ProductGrid products={related} eager={0} />
          </section>
        )}
      </Container>
    </main>
  );
}
