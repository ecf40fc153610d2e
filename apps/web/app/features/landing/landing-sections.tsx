import { Link } from 'react-router';
import { CheckIcon, StarIcon } from '~/components/ui/page-icons';
import { SectionTitle } from '~/components/ui/section-title';
import { heroBenefits, landingFaqs, landingTestimonials, offerFaq } from './landing-content';

/** The landing page's sections under the offer, in the order the route shows them. */

/** Four reasons to start, with a tick each. */
export function LandingBenefits() {
  return (
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
  );
}

/** Three customers in their own words, five stars each. */
export function LandingTestimonials() {
  return (
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
  );
}

/** Quick answers (the code's first, while there is one), then the way to every FAQ and the quiz. */
export function LandingFaqs({ offer }: { offer: { code: string; percent: number } | null }) {
  const faqs = offer ? [offerFaq(offer), ...landingFaqs] : landingFaqs;
  return (
    <section aria-labelledby="faq-heading">
      <SectionTitle id="faq-heading" eyebrow="FAQ">
        Quick answers
      </SectionTitle>
      <div className="mt-8 grid gap-4 md:grid-cols-2">
        {faqs.map((faq) => (
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
  );
}
