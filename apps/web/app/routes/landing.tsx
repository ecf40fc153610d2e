import { formatPrice } from '@shop/shared';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { ProductImage } from '~/components/product/product-image';
import { buttonClass } from '~/components/ui/button';
import { CheckIcon, StarIcon } from '~/components/ui/page-icons';
import { SectionTitle } from '~/components/ui/section-title';
import {
  CopyCode,
  heroBenefits,
  heroOfferPercent,
  heroProductSlug,
  landingFaqs,
  landingTestimonials,
  offerCode,
} from '~/features/landing';
import { catalogApi } from '~/lib/api.server';
import { productPath } from '~/lib/links';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/landing';

/** The hero product as the catalogue has it now; the page still stands if it was removed. */
export async function loader({ context }: Route.LoaderArgs) {
  const result = await catalogApi.product(context, heroProductSlug);
  return { product: result.ok ? result.body.product : null };
}

export function meta({ matches, loaderData }: Route.MetaArgs) {
  const product = loaderData?.product;
  return seo({
    site: siteFromMatches(matches),
    title: product ? `${product.name}: ${heroOfferPercent}% off with ${offerCode(product.name)}` : 'Offers',
    description: product
      ? `Calm, sleep and steady energy with ${product.name}. Use code ${offerCode(product.name)} for ${heroOfferPercent}% off at checkout.`
      : 'Ayurvedic wellness offers.',
    path: '/landing',
    image: product?.images[0]?.url,
  });
}

export default function Landing({ loaderData }: Route.ComponentProps) {
  const { product } = loaderData;
  const code = product ? offerCode(product.name) : null;
  return (
    <main id="main">
      <section className="bg-linear-to-br from-brand-50 via-cream to-amber-50">
        <Container className="grid items-center gap-10 py-12 sm:py-16 lg:grid-cols-2">
          <div>
            <p className="text-sm font-semibold uppercase tracking-[0.14em] text-amber-800">Limited offer</p>
            <h1 className="mt-3 font-display text-4xl leading-tight text-brand-900 sm:text-5xl">
              {product ? product.name : 'Ayurvedic wellness, delivered'}
            </h1>
            <p className="mt-4 max-w-xl text-lg text-stone-700">
              India’s favourite adaptogen for calm days and restful nights. Get {heroOfferPercent}% off your
              order with the code below.
            </p>
            {product && code ? (
              <div className="mt-6 space-y-5">
                <p className="flex items-baseline gap-3">
                  <span className="font-display text-3xl text-stone-900">
                    {formatPrice(product.discountPrice)}
                  </span>
                  {product.price > product.discountPrice && (
                    <span className="text-stone-500 line-through">{formatPrice(product.price)}</span>
                  )}
                  <span className="rounded-full bg-saffron-400/20 px-3 py-1 text-sm font-semibold text-amber-900">
                    {heroOfferPercent}% off with {code}
                  </span>
                </p>
                <CopyCode code={code} />
                <div className="flex flex-wrap gap-3">
                  <Link
                    to={`${productPath(product._id)}?addToCart=${encodeURIComponent(product._id)}`}
                    className={buttonClass({ variant: 'saffron', size: 'lg' })}
                  >
                    Add to cart
                  </Link>
                  <Link
                    to={productPath(product._id)}
                    className={buttonClass({ variant: 'outline', size: 'lg' })}
                  >
                    Read the details
                  </Link>
                </div>
              </div>
            ) : (
              <Link to="/shop/all" className={`${buttonClass({ size: 'lg' })} mt-6`}>
                Shop all products
              </Link>
            )}
          </div>
          {product && (
            <ProductImage
              image={product.images[0]}
              alt={product.name}
              eager
              sizes="(min-width: 1024px) 50vw, 100vw"
              className="rounded-3xl shadow-lg"
            />
          )}
        </Container>
      </section>

      <Container className="space-y-16 py-14 sm:py-20">
        <section aria-labelledby="why-heading">
          <SectionTitle id="why-heading" eyebrow="Why people love it">
            Four reasons to start today
          </SectionTitle>
          <ul className="mt-8 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {heroBenefits.map((benefit) => (
              <li key={benefit.title} className="rounded-2xl bg-white p-6 shadow-sm ring-1 ring-stone-200">
                <CheckIcon className="h-6 w-6 text-brand-700" />
                <h3 className="mt-3 font-semibold text-stone-900">{benefit.title}</h3>
                <p className="mt-1 text-sm text-stone-600">{benefit.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="voices-heading">
          <SectionTitle id="voices-heading" eyebrow="Testimonials">
            What our customers say
          </SectionTitle>
          <ul className="mt-8 grid gap-5 md:grid-cols-3">
            {landingTestimonials.map((item) => (
              <li key={item.name} className="flex flex-col rounded-2xl bg-brand-50 p-6">
                <p className="flex gap-0.5 text-saffron-500" role="img" aria-label="5 out of 5 stars">
                  {[0, 1, 2, 3, 4].map((star) => (
                    <StarIcon key={star} className="h-4 w-4" />
                  ))}
                </p>
                <blockquote className="mt-3 flex-1 text-stone-800">“{item.quote}”</blockquote>
                <p className="mt-4 text-sm font-semibold text-stone-900">
                  {item.name}
                  <span className="block font-normal text-stone-600">{item.place}</span>
                </p>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="faq-heading">
          <SectionTitle id="faq-heading" eyebrow="FAQ">
            Quick answers
          </SectionTitle>
          <div className="mt-8 grid gap-4 md:grid-cols-2">
            {landingFaqs.map((faq) => (
              <details
                key={faq.question}
                className="group rounded-2xl bg-white p-5 shadow-sm ring-1 ring-stone-200"
              >
                <summary className="cursor-pointer font-semibold text-stone-900">{faq.question}</summary>
                <p className="mt-2 text-stone-700">{faq.answer}</p>
              </details>
            ))}
          </div>
          <p className="mt-6 text-sm text-stone-600">
            More questions? See all{' '}
            <Link to="/faqs" className="font-semibold text-brand-700 underline">
              FAQs
            </Link>{' '}
            or take our{' '}
            <Link to="/quiz" className="font-semibold text-brand-700 underline">
              wellness quiz
            </Link>
            .
          </p>
        </section>
      </Container>
    </main>
  );
}
