import { Link } from 'react-router';
import { buttonClass } from '~/components/ui/button';
import { LeafSprig } from '~/components/ui/leaf-sprig';
import { Icon, type IconName } from '~/components/ui/named-icon';
import { SectionTitle } from '~/components/ui/section-title';
import { brand } from './brand-story';
import { policy } from './shop-policy';

/** The about page's sections, in the order the route shows them. */

const offers: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Immunity boosters',
    text: 'Giloy, Tulsi, Amla and Chyawanprash for every season.',
  },
  { icon: 'sparkle', title: 'Multivitamins', text: 'Daily nutrition for men, women and the whole family.' },
  {
    icon: 'leaf',
    title: 'Herbal supplements',
    text: 'Ashwagandha, Triphala, Brahmi and other classic herbs.',
  },
  {
    icon: 'heart',
    title: 'De-addiction support',
    text: 'Herbal drops that support your journey away from habits.',
  },
  {
    icon: 'bolt',
    title: 'Men’s and women’s wellness',
    text: 'Formulations for vitality, balance and everyday energy.',
  },
  { icon: 'moon', title: 'Stress and sleep', text: 'Calming blends to help you unwind and rest well.' },
];

const reasons: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'factory',
    title: 'Made in FSSAI-approved facilities',
    text: 'Every product comes from licensed manufacturers following Good Manufacturing Practice.',
  },
  {
    icon: 'flask',
    title: 'Quality you can check',
    text: 'Lab-tested products with full ingredient lists, batch numbers and expiry dates on every pack.',
  },
  {
    icon: 'truck',
    title: 'Free, fast delivery',
    text: `Orders leave us ${policy.processing} and arrive in ${policy.delivery}, with Cash on Delivery available.`,
  },
  {
    icon: 'headset',
    title: 'Honest, human support',
    text: `Real people answer your calls and e-mails, ${policy.supportHours}.`,
  },
];

/** When and why the shop began, with its mission and vision. */
export function AboutStory() {
  return (
    <section aria-labelledby="story" className="grid gap-10 lg:grid-cols-2 lg:items-center">
      <div>
        <SectionTitle id="story" eyebrow="Our story">
          Rooted in tradition, built on trust
        </SectionTitle>
        <div className="mt-6 space-y-4 leading-relaxed text-stone-700">
          <p>
            We started in {brand.founded} with a simple frustration: buying Ayurvedic products online meant
            guessing which brands were genuine. So we built a store that does the checking for you.
          </p>
          <p>
            Today we offer a focused range of herbal supplements, multivitamins and wellness essentials, each
            sourced from licensed manufacturers and explained in plain language, so you can choose with
            confidence.
          </p>
        </div>
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <article className="relative overflow-hidden rounded-2xl bg-brand-800 p-6 text-white shadow-sm">
          <LeafSprig className="absolute -right-6 -bottom-8 size-32 text-white/10" />
          <h3 className="font-display text-2xl text-saffron-400">Our mission</h3>
          <p className="relative mt-3 leading-relaxed text-brand-50">{brand.mission}</p>
        </article>
        <article className="relative overflow-hidden rounded-2xl bg-amber-50 p-6 shadow-sm ring-1 ring-amber-200">
          <LeafSprig className="absolute -right-6 -bottom-8 size-32 text-amber-200/60" />
          <h3 className="font-display text-2xl text-brand-900">Our vision</h3>
          <p className="relative mt-3 leading-relaxed text-stone-700">{brand.vision}</p>
        </article>
      </div>
    </section>
  );
}

/** The ranges the shop sells, with a way into the catalogue. */
export function AboutOffers() {
  return (
    <section aria-labelledby="offer">
      <SectionTitle id="offer" eyebrow="What we offer" center>
        Wellness for every need
      </SectionTitle>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {offers.map((offer) => (
          <li
            key={offer.title}
            className="flex gap-4 rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700">
              <Icon name={offer.icon} />
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{offer.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-600">{offer.text}</p>
            </div>
          </li>
        ))}
      </ul>
      <p className="mt-8 text-center">
        <Link to="/shop/all" className={buttonClass()}>
          Browse all products
        </Link>
      </p>
    </section>
  );
}

/** Why buy here: licensed makers, checkable quality, delivery and support. */
export function AboutReasons() {
  return (
    <section aria-labelledby="why" className="rounded-3xl bg-brand-50 px-6 py-12 sm:px-12">
      <SectionTitle id="why" eyebrow="Why choose us" center>
        The care behind every order
      </SectionTitle>
      <ul className="mt-10 grid gap-6 sm:grid-cols-2">
        {reasons.map((reason) => (
          <li key={reason.title} className="flex gap-4">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
              <Icon name={reason.icon} />
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{reason.title}</h3>
              <p className="mt-1 leading-relaxed text-stone-700">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** A retailer, not a maker of medicines: the health disclaimer. */
export function AboutDisclaimer() {
  return (
    <aside
      aria-labelledby="disclaimer"
      className="rounded-2xl border border-amber-200 bg-amber-50 p-6 text-sm leading-relaxed text-stone-700 sm:p-8"
    >
      <h2 id="disclaimer" className="font-semibold text-stone-900">
        Disclaimer
      </h2>
      <p className="mt-2">
        We are an online retailer of Ayurvedic and wellness supplements,{' '}
        <strong>not a manufacturer of medicines</strong>. The products we sell are made by licensed
        manufacturers in FSSAI-approved facilities. They are not intended to diagnose, treat, cure or prevent
        any disease, and the information on this website is not a substitute for medical advice. Please
        consult a physician before starting any supplement.
      </p>
    </aside>
  );
}
