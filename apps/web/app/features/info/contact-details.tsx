import { Icon, type IconName } from '~/components/ui/named-icon';
import { policy } from './shop-policy';
import { type SupportContact, telHref } from './support-contact';

interface Detail {
  icon: IconName;
  label: string;
  value: string;
  href?: string;
  note: string;
}

/** Phone, e-mail, hours and WhatsApp as cards (contact and about pages). */
export function ContactDetails({ contact }: { contact: SupportContact }) {
  const details: Detail[] = [
    {
      icon: 'phone',
      label: 'Call us',
      value: contact.phone,
      href: telHref(contact.phone),
      note: 'Orders, delivery and product questions',
    },
    {
      icon: 'mail',
      label: 'E-mail us',
      value: contact.email,
      href: `mailto:${contact.email}`,
      note: 'Write any time; we answer during support hours',
    },
    { icon: 'clock', label: 'Support hours', value: policy.supportHours, note: 'Indian Standard Time (IST)' },
  ];
  if (contact.whatsappUrl) {
    details.push({
      icon: 'chat',
      label: 'WhatsApp',
      value: 'Chat with us',
      href: contact.whatsappUrl,
      note: 'Quick answers during support hours',
    });
  }
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      {details.map((detail) => (
        <li
          key={detail.label}
          className="flex flex-col rounded-2xl border border-brand-100 bg-white p-6 shadow-sm"
        >
          <span className="grid size-12 place-items-center rounded-full bg-brand-50 text-brand-700">
            <Icon name={detail.icon} />
          </span>
          <h3 className="mt-4 text-sm font-semibold uppercase tracking-wide text-stone-600">
            {detail.label}
          </h3>
          {detail.href ? (
            <a
              href={detail.href}
              className="mt-1 break-words font-semibold text-brand-800 underline-offset-4 hover:underline"
              {...(detail.href.startsWith('http') ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            >
              {detail.value}
            </a>
          ) : (
            <p className="mt-1 font-semibold text-brand-800">{detail.value}</p>
          )}
          <p className="mt-2 text-sm text-stone-600">{detail.note}</p>
        </li>
      ))}
    </ul>
  );
}
