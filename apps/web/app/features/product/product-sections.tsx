import type { ShippingPromise } from '@shop/shared';
import { TruckIcon } from '~/components/ui/icons';
import { CheckIcon, LeafIcon, ShieldIcon } from '~/components/ui/page-icons';
import { useShippingPromise } from '~/lib/site-data';

/** The why-choose list of every product page; its shipping line is what the owner's rules allow. */
const whyChooseFor = (shipping: ShippingPromise) => [
  'Formulated with time-tested Ayurvedic herbs',
  'Made at FSSAI-approved, GMP-compliant facilities',
  'Quality-checked for purity and consistency',
  'Clear labels with simple dosage guidance',
  shipping.cod ? `${shipping.long}, with Cash on Delivery` : shipping.long,
];

export function WhyChoose({ name }: { name: string }) {
  const whyChoose = whyChooseFor(useShippingPromise());
  return (
    <section
      aria-labelledby="why-choose"
      className="rounded-3xl border border-brand-100 bg-brand-50/60 p-6 sm:p-8"
    >
      <h2 id="why-choose" className="font-display text-2xl font-bold text-brand-900">
        Why choose {name}?
      </h2>
      <ul className="mt-5 space-y-3">
        {whyChoose.map((reason) => (
          <li key={reason} className="flex gap-3 text-stone-800">
            <span className="mt-0.5 flex h-6 w-6 shrink-0 items-center justify-center rounded-full bg-brand-700 text-white">
              <CheckIcon className="h-4 w-4" />
            </span>
            {reason}
          </li>
        ))}
      </ul>
    </section>
  );
}

const benefitsFor = (shipping: ShippingPromise) => [
  {
    title: 'Rooted in Ayurveda',
    text: 'Built on herbs that Ayurveda has valued for generations, combined in thoughtful, everyday doses.',
    Icon: LeafIcon,
  },
  {
    title: 'Supports Everyday Wellness',
    text: 'Made to fit into your daily routine and support energy, immunity and balance alongside a healthy lifestyle.',
    Icon: CheckIcon,
  },
  {
    title: 'Quality You Can Trust',
    text: 'Manufactured at FSSAI-approved facilities and checked for quality before it reaches your doorstep.',
    Icon: ShieldIcon,
  },
  {
    title: 'Delivered to Your Door',
    text: `Processed within 24 hours and delivered in 3–5 business days${shipping.free === 'never' ? ' across India' : `, with ${shipping.phrase}`}.`,
    Icon: TruckIcon,
  },
];

/** The static Benefits sections. */
export function Benefits() {
  const benefits = benefitsFor(useShippingPromise());
  return (
    <section aria-labelledby="benefits">
      <h2 id="benefits" className="font-display text-2xl font-bold text-brand-900 sm:text-3xl">
        Benefits
      </h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {benefits.map(({ title, text, Icon }) => (
          <li key={title} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
            <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-saffron-400/20 text-amber-800">
              <Icon className="h-6 w-6" />
            </span>
            <h3 className="mt-4 font-semibold text-stone-900">{title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-stone-700">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

/** Short reassurances beside Add to Cart. */
export function TrustRow() {
  const shipping = useShippingPromise();
  const items = [
    { text: shipping.short, Icon: TruckIcon },
    ...(shipping.cod ? [{ text: 'Cash on Delivery', Icon: CheckIcon }] : []),
    { text: 'Secure payments', Icon: ShieldIcon },
  ];
  return (
    <ul
      className={`grid ${items.length === 3 ? 'grid-cols-3' : 'grid-cols-2'} gap-2 text-center text-xs font-medium text-stone-700`}
    >
      {items.map(({ text, Icon }) => (
        <li
          key={text}
          className="flex flex-col items-center gap-1.5 rounded-xl bg-white/80 px-2 py-3 ring-1 ring-stone-200"
        >
          <Icon className="h-5 w-5 text-brand-700" />
          {text}
        </li>
      ))}
    </ul>
  );
}
