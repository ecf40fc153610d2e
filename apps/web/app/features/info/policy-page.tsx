import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Container } from '~/components/layout/container';
import { PageHeader } from '~/components/layout/page-header';
import { Icon } from '~/components/ui/named-icon';
import { policy } from './shop-policy';
import { telHref, useSupportContact } from './support-contact';

export interface PolicySection {
  id: string;
  title: string;
  body: ReactNode;
}

const prose =
  'space-y-4 leading-relaxed text-stone-700 [&_a]:font-semibold [&_a]:text-brand-700 [&_a]:underline [&_a]:underline-offset-2 [&_li]:pl-1 [&_strong]:text-stone-900 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-5';

/** A policy page: title band, "on this page" contents, numbered sections and a help card. */
export function PolicyPage({
  eyebrow,
  title,
  intro,
  sections,
}: {
  eyebrow: string;
  title: string;
  intro: ReactNode;
  sections: PolicySection[];
}) {
  const contact = useSupportContact();
  return (
    <main id="main">
      <PageHeader eyebrow={eyebrow} title={title}>
        {intro}
      </PageHeader>
      <Container className="grid gap-10 py-12 lg:grid-cols-[16rem_1fr] lg:gap-14 lg:py-16">
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <nav
            aria-label="On this page"
            className="rounded-2xl border border-stone-200 bg-white p-5 shadow-sm"
          >
            <h2 className="text-sm font-semibold uppercase tracking-wide text-stone-600">On this page</h2>
            <ol className="mt-3 space-y-2 text-sm">
              {sections.map((section, index) => (
                <li key={section.id}>
                  <a
                    href={`#${section.id}`}
                    className="flex gap-2 text-stone-700 hover:text-brand-700 hover:underline"
                  >
                    <span className="text-stone-500 tabular-nums">{index + 1}.</span>
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        </aside>
        <div className="min-w-0 max-w-3xl">
          <div className="space-y-10">
            {sections.map((section, index) => (
              <section
                key={section.id}
                id={section.id}
                aria-labelledby={`${section.id}-title`}
                className="scroll-mt-24"
              >
                <h2 id={`${section.id}-title`} className="flex gap-3 font-display text-2xl text-brand-900">
                  <span className="text-amber-700" aria-hidden="true">
                    {String(index + 1).padStart(2, '0')}
                  </span>
                  {section.title}
                </h2>
                <div className={`mt-3 ${prose}`}>{section.body}</div>
              </section>
            ))}
          </div>
          <div className="mt-12 flex flex-col gap-4 rounded-2xl bg-brand-50 p-6 sm:flex-row sm:items-center sm:p-8">
            <span className="grid size-12 shrink-0 place-items-center rounded-full bg-brand-700 text-white">
              <Icon name="headset" />
            </span>
            <div className="text-stone-700">
              <p className="font-semibold text-stone-900">Questions about this policy?</p>
              <p className="mt-1">
                Call{' '}
                <a href={telHref(contact.phone)} className="font-semibold text-brand-700 underline">
                  {contact.phone}
                </a>{' '}
                or e-mail{' '}
                <a href={`mailto:${contact.email}`} className="font-semibold text-brand-700 underline">
                  {contact.email}
                </a>
                , {policy.supportHours}. You can also read our{' '}
                <Link to="/faqs" className="font-semibold text-brand-700 underline">
                  FAQs
                </Link>
                .
              </p>
            </div>
          </div>
        </div>
      </Container>
    </main>
  );
}
