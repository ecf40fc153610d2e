import { Link } from 'react-router';
import type { FaqGroup } from './faq-accordion';
import { policy } from './shop-policy';
import { type SupportContact, telHref } from './support-contact';

/** The FAQ page's questions; every policy fact comes from shop-policy (docs/PRODUCT.md §9). */
export function faqGroups(contact: SupportContact): FaqGroup[] {
  return [
    {
      title: 'Orders and delivery',
      faqs: [
        {
          question: 'How soon will my order be shipped?',
          answer: (
            <p>
              We process every order {policy.processing} of it being placed, then hand it to our courier
              partner.
            </p>
          ),
        },
        {
          question: 'How long does delivery take?',
          answer: (
            <p>Most orders reach you in {policy.delivery} after they are shipped, anywhere in India.</p>
          ),
        },
        {
          question: 'Do you charge for shipping?',
          answer: <p>No. Shipping is free on every order, whichever payment method you choose.</p>,
        },
        {
          question: 'How can I track my order?',
          answer: (
            <p>
              Sign in and open <Link to="/orders">Your Orders</Link>. Each order shows its status as it moves
              from Order Placed to Processing, Shipped and Delivered.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Payments',
      faqs: [
        {
          question: 'Which payment methods do you accept?',
          answer: (
            <p>
              We accept {policy.paymentMethods}. Online payments are processed securely by our payment
              partner, Razorpay; we never see or store your card details or UPI PIN.
            </p>
          ),
        },
        {
          question: 'My payment failed but money was deducted. What should I do?',
          answer: (
            <p>
              Nothing is lost: money deducted for a failed payment is returned to your account within{' '}
              {policy.refundOnPaymentFailure}. If it has not arrived by then, contact us with the date and
              amount.
            </p>
          ),
        },
        {
          question: 'How do I use a promo code?',
          answer: (
            <p>
              Enter the code in the Promo code box at checkout and press Apply. The discount is shown in your
              total before you pay, and you can remove the code at any time before placing the order.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Cancellations, replacements and refunds',
      faqs: [
        {
          question: 'Can I cancel my order?',
          answer: (
            <p>
              Yes. {policy.cancellation} Call or e-mail our support team with your order number. Once an order
              has been shipped it can no longer be cancelled.
            </p>
          ),
        },
        {
          question: 'My product arrived damaged or I received the wrong item. What now?',
          answer: (
            <p>
              Raise a replacement claim within {policy.replacementWindow}, with your order number and photos
              of the parcel and the product. Once we have checked the claim, we send a replacement. Details
              are in our <Link to="/refund-policy">Refund Policy</Link>.
            </p>
          ),
        },
        {
          question: 'How long do refunds take?',
          answer: (
            <p>
              Approved refunds reach your bank account or original payment method in {policy.refundToBank}.
              Refunds for failed payments are made within {policy.refundOnPaymentFailure}.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Products and safety',
      faqs: [
        {
          question: 'Are your products safe?',
          answer: (
            <p>
              Our products are made in FSSAI-approved facilities that follow Good Manufacturing Practice. They
              are supplements, not medicines, and are not meant to diagnose, treat, cure or prevent any
              disease. Please consult your physician before use, especially if you are pregnant, nursing or
              taking medication.
            </p>
          ),
        },
        {
          question: 'Why do some products ask me to confirm my age?',
          answer: (
            <p>
              Products in our Men’s Wellness range are meant for adults only, so we ask you to confirm that
              you are over 18.
            </p>
          ),
        },
      ],
    },
    {
      title: 'Help and support',
      faqs: [
        {
          question: 'How can I reach customer support?',
          answer: (
            <p>
              Call us on <a href={telHref(contact.phone)}>{contact.phone}</a> or write to{' '}
              <a href={`mailto:${contact.email}`}>{contact.email}</a>. Our team is available{' '}
              {policy.supportHours}.
            </p>
          ),
        },
      ],
    },
  ];
}
