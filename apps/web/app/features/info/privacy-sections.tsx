import type { PolicySection } from './policy-page';
import { policy } from './shop-policy';
import { type SupportContact, telHref } from './support-contact';

/** The privacy policy, section by section, for PolicyPage (the route adds the title and intro). */
export function privacySections(contact: SupportContact): PolicySection[] {
  return [
    {
      id: 'scope',
      title: 'About this policy',
      body: (
        <p>
          This policy explains how we collect, use, store and protect your personal data when you use our
          website and buy from us. We handle personal data in line with the Digital Personal Data Protection
          Act, 2023, the Information Technology Act, 2000 and the rules made under them.
        </p>
      ),
    },
    {
      id: 'what-we-collect',
      title: 'Information we collect',
      body: (
        <ul>
          <li>
            <strong>Account details:</strong> your name, username, e-mail address, phone number and password
            (stored only in a securely hashed form).
          </li>
          <li>
            <strong>Order details:</strong> delivery address, city, state, pincode, the products you buy and
            your order history.
          </li>
          <li>
            <strong>Payment details:</strong> online payments are handled by our payment partner, Razorpay. We
            never see or store your card number, CVV or UPI PIN; we keep only the transaction reference and
            payment status.
          </li>
          <li>
            <strong>Messages:</strong> what you send us through the contact page, e-mail or the wellness quiz.
          </li>
          <li>
            <strong>Technical data:</strong> your IP address, browser and device type, used to keep the site
            secure and working.
          </li>
        </ul>
      ),
    },
    {
      id: 'how-we-use',
      title: 'How we use your information',
      body: (
        <ul>
          <li>to create and secure your account, including one-time passwords (OTPs) sent by e-mail;</li>
          <li>to process, ship and deliver your orders and keep you informed about them;</li>
          <li>to answer your questions and handle cancellations, replacements and refunds;</li>
          <li>to prevent fraud and misuse of our website;</li>
          <li>to meet our legal duties, such as issuing GST invoices and keeping tax records;</li>
          <li>
            to send offers and wellness tips, only if you have subscribed; you can unsubscribe at any time.
          </li>
        </ul>
      ),
    },
    {
      id: 'cookies',
      title: 'Cookies',
      body: (
        <p>
          We use a small number of essential cookies to keep you signed in, remember your cart and protect
          your account against forged requests. We do not use third-party advertising cookies.
        </p>
      ),
    },
    {
      id: 'sharing',
      title: 'Who we share it with',
      body: (
        <>
          <p>We share only what is needed, with:</p>
          <ul>
            <li>courier partners, who receive your name, address and phone number to deliver your order;</li>
            <li>our payment partner, to process online payments and refunds;</li>
            <li>
              service providers who host our website and send our e-mails, under confidentiality obligations;
            </li>
            <li>government authorities, when the law requires it.</li>
          </ul>
          <p>
            <strong>We never sell or rent your personal data.</strong>
          </p>
        </>
      ),
    },
    {
      id: 'security',
      title: 'How we protect it',
      body: (
        <p>
          Your data is sent over encrypted connections and stored on secured servers. Passwords are hashed,
          sessions can be ended by signing out, and only staff who need your data to serve you can access it.
        </p>
      ),
    },
    {
      id: 'retention',
      title: 'How long we keep it',
      body: (
        <p>
          We keep your account data while your account is active. Order and invoice records are kept for as
          long as Indian tax and accounting laws require. When data is no longer needed, we delete or
          anonymise it.
        </p>
      ),
    },
    {
      id: 'your-rights',
      title: 'Your rights',
      body: (
        <>
          <p>You can ask us to:</p>
          <ul>
            <li>give you a summary of the personal data we hold about you;</li>
            <li>correct, complete or update your data (you can edit most of it in your profile);</li>
            <li>erase your data and close your account, unless the law requires us to keep it;</li>
            <li>withdraw consent you gave us, for example for marketing e-mails;</li>
            <li>nominate someone to exercise these rights on your behalf.</li>
          </ul>
        </>
      ),
    },
    {
      id: 'children',
      title: 'Children',
      body: (
        <p>
          Our website and products are meant for adults. We do not knowingly collect personal data from anyone
          under 18.
        </p>
      ),
    },
    {
      id: 'grievances',
      title: 'Grievances and contact',
      body: (
        <p>
          For any question, request or complaint about your personal data, contact our Grievance Officer at{' '}
          <a href={`mailto:${contact.email}`}>{contact.email}</a> or{' '}
          <a href={telHref(contact.phone)}>{contact.phone}</a>, {policy.supportHours}. We acknowledge
          complaints within 48 hours and aim to resolve them within one month.
        </p>
      ),
    },
    {
      id: 'changes',
      title: 'Changes to this policy',
      body: (
        <p>
          We may update this policy as our services or the law change. The version on this page is always the
          current one; for important changes we will also let you know by e-mail.
        </p>
      ),
    },
  ];
}
