import { pickVariant, toProductCard } from '@shop/shared';
import { data } from 'react-router';
import { addPendingProduct } from '~/features/cart/index.server';
import { reviewsForPage } from '~/features/reviews/index.server';
import { pincodeAnswerFromUrl } from '~/features/shipping/index.server';
import { callApi, dataOrThrow } from '~/lib/api.server';
import type { LoadContext } from '~/lib/load-context.server';
import { variantParam } from './variant-picker';

/**
 * What the product page shows: the product and the variant the address names, the row of related
 * products, the first page of reviews, the pincode box's answer and whether the 18+ gate asks.
 * Unknown ids are 404s; a visitor back from logging in to add this product gets it added first.
 */
export async function loadProductPage(request: Request, url: URL, id: string, context: LoadContext) {
  const found = await callApi(context, 'GET /product/getProductById/:id', { params: { id } });
  // An id the API refuses to even look up (too long, say) is just as absent as an unknown one.
  const absent = !found.ok && (found.status === 400 || found.status === 404);
  if (absent) throw data('Product not found', { status: 404 });
  const { product } = dataOrThrow(found);
  // The variant the address names (?variant=<id>), else the default: its price, stock and pictures show.
  const variant = pickVariant(product.variants, url.searchParams.get(variantParam));
  // Back from logging in to add this product, without JavaScript: added, then here again without the ask.
  const added = await addPendingProduct(request, url, context, product._id, variant?._id);
  if (added) throw added;
  const first = product.categories[0] ?? product.category;
  // The pincode box without JavaScript comes back here with ?pincode= (features/shipping).
  const pincode = pincodeAnswerFromUrl(url, context);
  // The first page of reviews comes with the page (the summary is the product's stored rating).
  const reviews = reviewsForPage(request, context, product._id, url);
  // "You may also like" never fails the page: a missing row is only a missing row.
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
