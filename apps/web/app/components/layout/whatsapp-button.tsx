import { fallbackSite, useSiteData } from '~/lib/site-data';
import { WhatsAppIcon } from '../ui/icons';

/** The chat button fixed at the bottom right of every page: WhatsApp with the prefilled message. */
export function WhatsAppButton() {
  const site = useSiteData()?.site ?? fallbackSite;
  if (!site.whatsappNumber) return null;
  const href = `https://wa.me/${site.whatsappNumber}?text=${encodeURIComponent(site.whatsappMessage)}`;
  return (
    <aside aria-label="Chat with us">
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        aria-label="Chat with us on WhatsApp (opens in a new tab)"
        title="Chat with us on WhatsApp"
        className="fixed right-4 bottom-4 z-30 flex h-14 w-14 items-center justify-center rounded-full bg-[#1f8f4e] text-white shadow-lg ring-4 ring-white/70 transition hover:scale-105 hover:bg-[#177a41] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-brand-900 sm:right-6 sm:bottom-6"
      >
        <WhatsAppIcon className="h-8 w-8" />
      </a>
    </aside>
  );
}
