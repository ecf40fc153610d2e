import { Link } from 'react-router';
import type { PolicySection } from './policy-page';
import { policy } from './shop-policy';
import { type SupportContact, telHref } from './support-contact';

/** The terms and conditions, section by section, for PolicyPage (the route adds the title and intro). */
export function termsSections(contact: SupportContact): PolicySection[] {
  return [
    {
      id: 'agreement',
      title: 'Using this website',
      body: (
        <p>
          By browsing this website or placing an order, you agree to these terms and to our{' '}
          <Link to="/privacy-policy">Privacy Policy</Link> and <Link to="/refund-policy">Refund Policy</Link>.
          If you do not agree, please do not use the website. We sell to customers in India only.
        </p>
      ),
    },
    {
      id: 'accounts',
      title: 'Your account',
      body: (
        <ul>
          <li>You must be at least 18 years old to create an account and place orders.</li>
          <li>
            Give accurate details; we confirm new accounts with a one-time password (OTP) sent by e-mail.
          </li>
          <li>Keep your password private. You are responsible for orders placed through your account.</li>
          <li>We may suspend accounts used for fraud, abuse or in breach of these terms.</li>
        </ul>
      ),
    },
    {
      id: 'products',
      title: 'Products and health information',
      body: (
        <>
          <p>
            Our products are Ayurvedic and wellness supplements made in FSSAI-approved facilities. They are
            not medicines and are not meant to diagnose, treat, cure or prevent any disease. Information on
            this website is for general education and is not medical advice.
          </p>
          <p>
            <strong>
              Always consult a qualified physician before starting a supplement, especially if you are
              pregnant, nursing, under treatment or taking other medication.
            </strong>{' '}
            Read the label and follow the recommended dosage. Product images are for illustration; packaging
            may vary.
          </p>
        </>
      ),
    },
    {
      id: 'prices',
      title: 'Prices and payment',
      body: (
        <ul>
          <li>All prices are in Indian rupees (₹) and include applicable taxes.</li>
          <li>Shipping is free on every order.</li>
          <li>We accept {policy.paymentMethods}.</li>
          <li>
            Promo codes are subject to their own conditions, can be applied once per order, and may be
            withdrawn at any time.
          </li>
          <li>
            If a product is listed at an obviously wrong price, we may cancel the order and refund any amount
            you paid in full.
          </li>
        </ul>
      ),
    },
    {
      id: 'orders',
      title: 'Orders and delivery',
      body: (
        <>
          <p>
            An order is confirmed when you receive our order confirmation. We process orders{' '}
            {policy.processing} and deliver in {policy.delivery} across India. Please give a complete address
            and a reachable phone number.
          </p>
          <p>
            Delivery times are estimates; delays caused by weather, strikes, courier disruptions or other
            events beyond our control can happen, and we will keep you informed.
          </p>
        </>
      ),
    },
    {
      id: 'cancellations',
      title: 'Cancellations, replacements and refunds',
      body: (
        <ul>
          <li>{policy.cancellation}</li>
          <li>
            Replacement claims for damaged, defective or wrong items must be raised within{' '}
            {policy.replacementWindow}.
          </li>
          <li>
            Refunds reach your bank in {policy.refundToBank}; money deducted for failed payments is returned
            within {policy.refundOnPaymentFailure}.
          </li>
          <li>
            The full rules are in our <Link to="/refund-policy">Refund Policy</Link>.
          </li>
        </ul>
      ),
    },
    {
      id: 'use',
      title: 'Acceptable use',
      body: (
        <p>
          Do not misuse the website: no attempts to break its security, no automated scraping or bulk ordering
          for resale, no false reviews and no content that is unlawful or harmful.
        </p>
      ),
    },
    {
      id: 'content',
      title: 'Our content',
      body: (
        <p>
          The text, illustrations, logos and design of this website belong to us or our licensors. You may
          view and share links to them for personal use, but not copy or reuse them commercially without our
          written permission.
        </p>
      ),
    },
    {
      id: 'liability',
      title: 'Limitation of liability',
      body: (
        <p>
          To the extent permitted by law, our liability for any claim about a product is limited to the amount
          you paid for it. Nothing in these terms limits your rights under the Consumer Protection Act, 2019.
        </p>
      ),
    },
    {
      id: 'law',
      title: 'Governing law',
      body: (
        <p>
          These terms are governed by the laws of India. Any dispute is subject to the jurisdiction of the
          competent courts at our registered place of business.
        </p>
      ),
    },
    {
      id: 'contact',
      title: 'Contact us',
      body: (
        <p>
          Questions about these terms? Call <a href={telHref(contact.phone)}>{contact.phone}</a> or e-mail{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>, {policy.supportHours}.
        </p>
      ),
    },
  ];
}
