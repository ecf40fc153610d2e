import { fallbackSite, useSiteData } from '~/lib/site-data';

export interface SupportContact {
  phone: string;
  email: string;
  whatsappUrl: string | null;
}

/** The support phone, e-mail and WhatsApp chat of this deployment, from the root loader's settings. */
export function useSupportContact(): SupportContact {
  const site = useSiteData()?.site ?? fallbackSite;
  const digits = site.whatsappNumber.replace(/\D/g, '');
  return {
    phone: site.supportPhone,
    email: site.supportEmail,
    whatsappUrl: digits ? `https://wa.me/${digits}?text=${encodeURIComponent(site.whatsappMessage)}` : null,
  };
}

/** `tel:` address of a phone number as people write it ('+91 98765 43210' → 'tel:+919876543210'). */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
