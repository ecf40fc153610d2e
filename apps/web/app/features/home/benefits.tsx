import { Icon, type IconName } from '~/components/ui/named-icon';
import { SectionTitle } from '~/components/ui/section-title';

const benefits: { icon: IconName; title: string; text: string }[] = [
  {
    icon: 'shield',
    title: 'Immunity support',
    text: 'Giloy, Tulsi and Amla help your body’s natural defences through every season.',
  },
  {
    icon: 'bolt',
    title: 'Energy and stamina',
    text: 'Ashwagandha and Shilajit formulations for steady, everyday vitality.',
  },
  {
    icon: 'stomach',
    title: 'Healthy digestion',
    text: 'Triphala and classic churnas that support regular, comfortable digestion.',
  },
  {
    icon: 'moon',
    title: 'Calm and restful sleep',
    text: 'Brahmi and Jatamansi blends that help you unwind at the end of the day.',
  },
  {
    icon: 'sparkle',
    title: 'Skin and hair care',
    text: 'Neem, Aloe vera and Bhringraj to nourish your skin and hair from within.',
  },
  {
    icon: 'bone',
    title: 'Joint and bone health',
    text: 'Shallaki and Guggul, traditionally used to keep you moving comfortably.',
  },
];

/** What the range helps with, as six tiles. */
export function Benefits() {
  return (
    <section aria-labelledby="benefits-heading">
      <SectionTitle id="benefits-heading" eyebrow="The Ayurvedic way" center>
        Benefits for Body and Mind
      </SectionTitle>
      <ul className="mt-10 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 lg:gap-6">
        {benefits.map((benefit) => (
          <li
            key={benefit.title}
            className="flex flex-col gap-3 rounded-2xl border border-brand-100 bg-white p-4 shadow-sm sm:flex-row sm:gap-4 sm:p-6"
          >
            <span className="grid size-11 shrink-0 place-items-center rounded-2xl bg-brand-50 text-brand-700 sm:size-12">
              <Icon name={benefit.icon} className="size-7" />
            </span>
            <div>
              <h3 className="font-semibold text-stone-900">{benefit.title}</h3>
              <p className="mt-1 text-sm leading-relaxed text-stone-600">{benefit.text}</p>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
