import { Link } from 'react-router';
import { PolicyPage, type PolicySection } from '~/features/info/policy-page';
import { policy } from '~/features/info/shop-policy';
import { type SupportContact, telHref, useSupportContact } from '~/features/info/support-contact';
import { seo, siteFromMatches } from '~/lib/seo';
import type { Route } from './+types/refund-policy';

export function meta({ matches }: Route.MetaArgs) {
  return seo({
    site: siteFromMatches(matches),
    title: 'Refund and Replacement Policy',
    description: `Cancel any order before it ships, claim a replacement within ${policy.replacementWindow}, and get refunds in ${policy.refundToBank}. Our cancellation, replacement and refund policy.`,
    path: '/refund-policy',
  });
}

function sections(contact: SupportContact): PolicySection[] {
  return [
    {
      id: 'cancellations',
      title: 'Cancelling an order',
      body: (
        <>
          <p>
            {policy.cancellation} Call or e-mail our support team with your order number and we will cancel it
            for you.
          </p>
          <p>Once an order has been handed to our courier partner it can no longer be cancelled.</p>
          <p>
            If you paid online for a cancelled order, the full amount is refunded to your original payment
            method.
          </p>
        </>
      ),
    },
    {
      id: 'replacements',
      title: 'Damaged, defective or wrong items',
      body: (
        <>
          <p>
            If your order arrives damaged, leaking, past its expiry date, or is not what you ordered, raise a
            replacement claim within <strong>{policy.replacementWindow}</strong>. Please share:
          </p>
          <ul>
            <li>your order number;</li>
            <li>clear photos of the outer parcel, the product and its batch and expiry details;</li>
            <li>an unboxing video, if you recorded one (it helps us resolve the claim faster).</li>
          </ul>
          <p>
            After we verify the claim we ship a replacement at no cost to you. If the product is out of stock,
            we refund the amount instead.
          </p>
        </>
      ),
    },
    {
      id: 'not-eligible',
      title: 'What cannot be returned',
      body: (
        <>
          <p>
            Our products are consumable health supplements. For your safety and hygiene, we cannot take back
            products that have been opened or used, unless they arrived damaged, defective or wrong.
          </p>
          <p>Claims not raised within {policy.replacementWindow} are not eligible for a replacement.</p>
        </>
      ),
    },
    {
      id: 'refunds',
      title: 'How refunds are paid',
      body: (
        <>
          <ul>
            <li>
              <strong>Online payments</strong> (UPI, cards, net banking, wallets): refunded to the original
              payment method in <strong>{policy.refundToBank}</strong> after approval.
            </li>
            <li>
              <strong>Cash on Delivery orders</strong>: refunded to a bank account or UPI ID you share with
              us, in {policy.refundToBank} after approval.
            </li>
            <li>
              <strong>Failed payments</strong>: if money was deducted but the order was not placed, it is
              returned automatically within <strong>{policy.refundOnPaymentFailure}</strong>.
            </li>
          </ul>
          <p>Your bank may take a day or two more to show the credit on your statement.</p>
        </>
      ),
    },
    {
      id: 'shipping',
      title: 'Shipping charges',
      body: <p>Shipping is free on every order, so nothing is deducted from your refund for delivery.</p>,
    },
    {
      id: 'how-to-ask',
      title: 'How to raise a request',
      body: (
        <p>
          Call <a href={telHref(contact.phone)}>{contact.phone}</a> or e-mail{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a>, {policy.supportHours}. You can see the
          status of each order in <Link to="/orders">Your Orders</Link>.
        </p>
      ),
    },
  ];
}

export default function RefundPolicy() {
  const contact = useSupportContact();
  return (
    <PolicyPage
      eyebrow="Policies"
      title="Refund Policy"
      intro={
        <p>
          We want you to be happy with every order. This page explains how cancellations, replacements and
          refunds work at our store.
        </p>
      }
      sections={sections(contact)}
    />
  );
}
