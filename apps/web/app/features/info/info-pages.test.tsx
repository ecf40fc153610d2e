import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { SiteData } from '~/lib/site-data';
import { rootRoute, siteData } from '../../../test/site';
import { ContactDetails } from './contact-details';
import { FaqAccordion } from './faq-accordion';
import { faqGroups } from './faq-content';
import { telHref, useSupportContact } from './support-contact';

/** `ui` under the root route, whose settings are `site` (the support phone, e-mail, WhatsApp). */
function renderWithSite(ui: () => ReactNode, site: Partial<SiteData['site']> = {}) {
  const data = siteData();
  const Stub = createRoutesStub([
    rootRoute({ ...data, site: { ...data.site, ...site } }, [{ path: 'info', Component: ui }]),
  ]);
  render(<Stub initialEntries={['/info']} />);
  return userEvent.setup();
}

function SupportCards() {
  return <ContactDetails contact={useSupportContact()} />;
}

describe('the support contact', () => {
  it('dials a phone number written with spaces, brackets and dashes', () => {
    expect(telHref('+91 98765 43210')).toBe('tel:+919876543210');
    expect(telHref('(022) 4000-1234')).toBe('tel:02240001234');
  });

  it('shows this deployment’s phone, e-mail and hours, and a WhatsApp chat with its message', async () => {
    renderWithSite(SupportCards, { whatsappNumber: '+91 98765-43210', whatsappMessage: 'Hi! Order #12?' });
    expect((await screen.findByRole('link', { name: '+91 98765 43210' })).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(screen.getByRole('link', { name: 'support@example.com' }).getAttribute('href')).toBe(
      'mailto:support@example.com',
    );
    expect(screen.getByText('10 AM to 6 PM, Monday to Saturday')).toBeTruthy();
    const whatsapp = screen.getByRole('link', { name: 'Chat with us' });
    expect(whatsapp.getAttribute('href')).toBe('https://wa.me/919876543210?text=Hi!%20Order%20%2312%3F');
    // A chat opens in a new tab without giving it this page.
    expect(whatsapp.getAttribute('target')).toBe('_blank');
    expect(whatsapp.getAttribute('rel')).toBe('noopener noreferrer');
  });

  it('offers no WhatsApp card when the shop has no WhatsApp number', async () => {
    renderWithSite(SupportCards, { whatsappNumber: '' });
    await screen.findByRole('link', { name: '+91 98765 43210' });
    expect(screen.queryByText('WhatsApp')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });
});

describe('the FAQ accordion', () => {
  const groups = [
    {
      title: 'Orders',
      faqs: [
        { question: 'How soon is it shipped?', answer: <p>Within a day.</p> },
        { question: 'Do you charge for shipping?', answer: <p>No.</p> },
      ],
    },
    { title: 'Payments', faqs: [{ question: 'Is COD available?', answer: <p>Yes.</p> }] },
  ];

  const answerOf = (question: string) =>
    screen.getByRole('heading', { name: question, level: 3 }).closest('details') as HTMLDetailsElement;

  it('opens the first answer to begin with, so the page helps before JavaScript', async () => {
    renderWithSite(() => <FaqAccordion groups={groups} />);
    await screen.findByRole('heading', { name: 'Orders' });
    const first = answerOf('How soon is it shipped?');
    expect(first.open).toBe(true);
    expect(first.textContent).toContain('Within a day.');
    expect(answerOf('Do you charge for shipping?').open).toBe(false);
    expect(answerOf('Is COD available?').open).toBe(false);
  });

  // The browser keeps one open in a group of <details> sharing a name (e2e/no-javascript.spec.ts opens them).
  it('makes every answer across the page one exclusive group, so one stays open at a time', async () => {
    renderWithSite(() => <FaqAccordion groups={groups} />);
    await screen.findByRole('heading', { name: 'Orders' });
    const names = ['How soon is it shipped?', 'Do you charge for shipping?', 'Is COD available?'].map(
      (question) => answerOf(question).getAttribute('name'),
    );
    expect(names[0]).toBeTruthy();
    expect(new Set(names).size).toBe(1);
  });

  it('answers the support question with this shop’s own phone and e-mail', async () => {
    renderWithSite(() => (
      <FaqAccordion
        groups={faqGroups({ phone: '+91 98765 43210', email: 'care@shop.example', whatsappUrl: null })}
      />
    ));
    await screen.findByRole('heading', { name: 'How can I reach customer support?' });
    const panel = answerOf('How can I reach customer support?');
    expect(within(panel).getByRole('link', { name: '+91 98765 43210' }).getAttribute('href')).toBe(
      'tel:+919876543210',
    );
    expect(within(panel).getByRole('link', { name: 'care@shop.example' }).getAttribute('href')).toBe(
      'mailto:care@shop.example',
    );
  });
});
