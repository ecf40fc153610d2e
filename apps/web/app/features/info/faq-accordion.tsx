import { type ReactNode, useId } from 'react';
import { ChevronDownIcon } from '~/components/ui/page-icons';

interface Faq {
  question: string;
  answer: ReactNode;
}

export interface FaqGroup {
  title: string;
  faqs: Faq[];
}

/**
 * Questions grouped under headings; one answer is open at a time across the whole page, and clicking
 * the open question closes it. The browser does it: every answer is a `<details>` of one exclusive
 * group (its `name`), so the page works the same before JavaScript, without it, and costs nothing to
 * hydrate (docs/decisions/0025). The first answer starts open.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const baseId = useId();
  return (
    <div className="space-y-12">
      {groups.map((group, groupIndex) => (
        <section key={group.title} aria-labelledby={`${baseId}-group-${groupIndex}`}>
          <h2 id={`${baseId}-group-${groupIndex}`} className="font-display text-2xl text-brand-900">
            {group.title}
          </h2>
          <ul className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {group.faqs.map((faq, faqIndex) => (
              <li key={faq.question}>
                <details name={`${baseId}-faq`} open={groupIndex === 0 && faqIndex === 0} className="group">
                  <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-left transition hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6 [&::-webkit-details-marker]:hidden">
                    <h3 className="font-semibold text-stone-900">{faq.question}</h3>
                    <span className="grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform group-open:rotate-180 motion-reduce:transition-none">
                      <ChevronDownIcon className="size-4" />
                    </span>
                  </summary>
                  <div className="px-5 pb-5 leading-relaxed text-stone-700 sm:px-6 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2">
                    {faq.answer}
                  </div>
                </details>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
