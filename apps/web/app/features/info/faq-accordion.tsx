import { type ReactNode, useId, useState } from 'react';
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
 * the open question closes it. The first answer starts open, so the page is useful before JavaScript.
 */
export function FaqAccordion({ groups }: { groups: FaqGroup[] }) {
  const baseId = useId();
  const [open, setOpen] = useState<string | null>('0-0');
  return (
    <div className="space-y-12">
      {groups.map((group, groupIndex) => (
        <section key={group.title} aria-labelledby={`${baseId}-group-${groupIndex}`}>
          <h2 id={`${baseId}-group-${groupIndex}`} className="font-display text-2xl text-brand-900">
            {group.title}
          </h2>
          <ul className="mt-4 divide-y divide-stone-200 overflow-hidden rounded-2xl border border-stone-200 bg-white shadow-sm">
            {group.faqs.map((faq, faqIndex) => {
              const key = `${groupIndex}-${faqIndex}`;
              const expanded = open === key;
              const panelId = `${baseId}-a-${key}`;
              return (
                <li key={faq.question}>
                  <h3>
                    <button
                      type="button"
                      aria-expanded={expanded}
                      aria-controls={panelId}
                      onClick={() => setOpen(expanded ? null : key)}
                      className="flex w-full items-center justify-between gap-4 px-5 py-4 text-left font-semibold text-stone-900 transition hover:bg-brand-50 focus-visible:bg-brand-50 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-700 sm:px-6"
                    >
                      {faq.question}
                      <span
                        className={`grid size-8 shrink-0 place-items-center rounded-full bg-brand-50 text-brand-700 transition-transform motion-reduce:transition-none ${expanded ? 'rotate-180' : ''}`}
                      >
                        <ChevronDownIcon className="size-4" />
                      </span>
                    </button>
                  </h3>
                  <div
                    id={panelId}
                    hidden={!expanded}
                    className="px-5 pb-5 leading-relaxed text-stone-700 sm:px-6 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2"
                  >
                    {faq.answer}
                  </div>
                </li>
              );
            })}
          </ul>
        </section>
      ))}
    </div>
  );
}
