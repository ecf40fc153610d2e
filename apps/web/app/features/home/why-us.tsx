import type { ShippingPromise } from '@shop/shared';
import { Icon, type IconName } from '~/components/ui/named-icon';
import { SectionTitle } from '~/components/ui/section-title';
import { policy } from '~/features/info';
import { useShippingPromise } from '~/lib/site-data';

const deliveryTail = {
  everywhere: () => ', free across India',
  above: (shipping: ShippingPromise) => `, with ${shipping.phrase}`,
  never: () => ' across India',
} as const;

/** The four reasons; the delivery one says what the owner's shipping rules allow. */
const reasonsFor = (shipping: ShippingPromise): { icon: IconName; title: string; text: string }[] => [
  {
    icon: 'leaf',
    title: 'Authentic Ayurveda',
    text: 'Formulations based on classical texts, made with carefully sourced herbs.',
  },
  {
    icon: 'flask',
    title: 'Tested for purity',
    text: 'Products are lab-tested for quality and purity and made in FSSAI-approved facilities.',
  },
  {
    icon: 'truck',
    title: shipping.free === 'everywhere' ? 'Fast, free delivery' : 'Fast delivery',
    text: `Processed ${policy.processing} and delivered in ${policy.delivery}${deliveryTail[shipping.free](shipping)}.`,
  },
  {
    icon: 'headset',
    title: 'Real people to help',
    text: `Talk to our team ${policy.supportHours}, by phone or e-mail.`,
  },
];

/** Why shop here, as four cards on a green band. */
export function WhyUs() {
  const reasons = reasonsFor(useShippingPromise());
  return (
    <section aria-labelledby="why-us-heading">
      <SectionTitle id="why-us-heading" eyebrow="Why choose us" center>
        Care You Can Trust
      </SectionTitle>
      <ul className="mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-4 lg:gap-6">
        {reasons.map((reason) => (
          <li
            key={reason.title}
            className="flex gap-4 rounded-2xl border-t-4 border-saffron-400 bg-white p-5 shadow-sm sm:block sm:p-6 sm:text-center"
          >
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white sm:mx-auto sm:size-14">
              <Icon name={reason.icon} className="size-7" />
            </span>
            <div>
              <h3 className="font-display text-xl text-stone-900 sm:mt-4">{reason.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-600 sm:mt-2">{reason.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
