import { Icon, type IconName } from '~/components/ui/named-icon';

const badges: { icon: IconName; title: string; text: string }[] = [
  { icon: 'award', title: 'GMP certified', text: 'Good Manufacturing Practice' },
  { icon: 'factory', title: 'FSSAI approved', text: 'Licensed facilities' },
  { icon: 'flask', title: 'Lab tested', text: 'Checked for purity' },
  { icon: 'leaf', title: '100% Ayurvedic', text: 'Herbal formulations' },
  { icon: 'lock', title: 'Secure payments', text: 'UPI, cards, net banking' },
  { icon: 'cash', title: 'Cash on Delivery', text: 'Pay when it arrives' },
];

/** Certifications and payment promises as a row of badges. */
export function TrustBadges() {
  return (
    <section aria-labelledby="trust-heading">
      <h2 id="trust-heading" className="sr-only">
        Quality and safety
      </h2>
      <ul className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-6">
        {badges.map((badge) => (
          <li
            key={badge.title}
            className="flex flex-col items-center rounded-2xl bg-white p-5 text-center shadow-sm ring-1 ring-stone-200"
          >
            <span className="grid size-14 place-items-center rounded-full border-2 border-dashed border-saffron-400 text-brand-700">
              <Icon name={badge.icon} className="size-7" />
            </span>
            <span className="mt-3 font-semibold text-stone-900">{badge.title}</span>
            <span className="text-xs text-stone-600">{badge.text}</span>
          </li>
        ))}
      </ul>
    </section>
  );
}
