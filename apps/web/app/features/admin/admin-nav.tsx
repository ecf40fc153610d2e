import { useEffect, useRef } from 'react';
import { NavLink, useLocation } from 'react-router';
import { focusRing } from '~/components/ui/button';
import { useUnreadCount } from '~/features/chat';

const sections = [
  { to: '/admin', label: 'Dashboard', end: true },
  { to: '/admin/products', label: 'Products' },
  { to: '/admin/categories', label: 'Categories' },
  { to: '/admin/orders', label: 'Orders' },
  { to: '/admin/promo-codes', label: 'Promo codes' },
  { to: '/admin/customers', label: 'Customers' },
  { to: '/admin/messages', label: 'Messages' },
  { to: '/admin/consultations', label: 'Consultations' },
  { to: '/admin/shipping', label: 'Shipping' },
  { to: '/admin/chat', label: 'Chat', badge: 'chat' },
  { to: '/admin/quiz', label: 'Quiz' },
  { to: '/admin/newsletter', label: 'Newsletter' },
  { to: '/admin/blog', label: 'Blog' },
] as const;

/**
 * The console's sections: a row of tabs that scrolls sideways on a phone, scrolled so the current
 * section's tab is in view (centred when the row is wider than the screen).
 */
export function AdminNav({ chatUnread }: { chatUnread: number }) {
  const unread = useUnreadCount(chatUnread);
  const ref = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs again on each new section
  useEffect(() => {
    const nav = ref.current;
    const active = nav?.querySelector<HTMLElement>('a[aria-current="page"]');
    if (!nav || !active || nav.scrollWidth <= nav.clientWidth) return;
    nav.scrollLeft = active.offsetLeft - (nav.clientWidth - active.offsetWidth) / 2;
  }, [pathname]);
  return (
    <nav ref={ref} aria-label="Admin" className="relative -mx-4 overflow-x-auto px-4">
      <ul className="flex min-w-max gap-1 border-b border-stone-200">
        {sections.map((section) => (
          <li key={section.to}>
            <NavLink
              to={section.to}
              end={'end' in section}
              className={({ isActive }) =>
                `block border-b-2 px-3 py-2.5 text-sm font-semibold ${focusRing} ${
                  isActive
                    ? 'border-brand-700 text-brand-900'
                    : 'border-transparent text-stone-600 hover:text-brand-800'
                }`
              }
            >
              {section.label}
              {'badge' in section && unread > 0 && (
                <span
                  className="ml-1.5 rounded-full bg-brand-700 px-1.5 py-0.5 text-xs font-bold text-white"
                  data-testid="chat-unread"
                >
                  {unread}
                  <span className="sr-only"> unread</span>
                </span>
              )}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
